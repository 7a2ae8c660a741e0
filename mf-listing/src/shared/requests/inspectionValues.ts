import { inspectionFormSchema, type CreateRequestBody, type ListingDetail } from '@homeward/contracts';
import { INSPECTION_DAYS_AHEAD } from '@homeward/domain';
import type { ValidationErrors } from 'final-form';
import { schemaErrors, toText } from './formValues';
import { isoDay } from './tourValues';

export const INSPECTION_TYPES = [
  { value: 'General', label: 'General home inspection' },
  { value: 'Pest', label: 'Pest and wood-destroying organisms' },
  { value: 'Roof', label: 'Roof' },
  { value: 'Sewer', label: 'Sewer scope' },
  { value: 'Other', label: 'Something else (say what in the notes)' },
] as const;

export interface InspectionValues {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  preferredDate: string;
  inspectionType: (typeof INSPECTION_TYPES)[number]['value'];
  notes: string;
}

/** The earliest day an inspector can come: tomorrow. */
export function earliestInspectionDay(now = new Date()): string {
  return isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** The latest day an inspection can be asked for (the domain's booking window). */
export function latestInspectionDay(now = new Date()): string {
  return isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + INSPECTION_DAYS_AHEAD));
}

export function inspectionDefaults(listing: ListingDetail | undefined, now = new Date()): InspectionValues {
  return {
    address: listing ? [listing.address, listing.unit].filter(Boolean).join(' ') : '',
    city: listing?.city ?? '',
    state: listing?.state ?? '',
    zipCode: listing?.zipcode ?? '',
    preferredDate: isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 3)),
    inspectionType: 'General',
    notes: '',
  };
}

export function toInspection(values: InspectionValues) {
  return {
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    zipCode: values.zipCode.trim(),
    preferredDate: values.preferredDate,
    inspectionType: values.inspectionType,
    notes: toText(values.notes),
  };
}

export function validateInspection(values: InspectionValues, now = new Date()): ValidationErrors {
  const errors: Record<string, string> = schemaErrors(inspectionFormSchema, toInspection(values));
  if (!values.address?.trim()) errors.address = 'Enter the street address of the home.';
  if (!values.city?.trim()) errors.city = 'Enter the city.';
  if (!values.preferredDate) errors.preferredDate = 'Choose the day you would like the inspection.';
  else if (!errors.preferredDate && values.preferredDate < earliestInspectionDay(now))
    errors.preferredDate = 'Choose a day from tomorrow on.';
  else if (!errors.preferredDate && values.preferredDate > latestInspectionDay(now))
    errors.preferredDate = `Choose a day within the next ${INSPECTION_DAYS_AHEAD} days.`;
  return errors;
}

export function inspectionBody(values: InspectionValues, mls: string | undefined): CreateRequestBody {
  return { intent: 'RequestInspection', listing_MLS: mls ?? null, inspection: toInspection(values) };
}
