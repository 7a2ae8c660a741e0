import { tourFormSchema, type CreateRequestBody } from '@homeward/contracts';
import { formatDate, formatTimeOfDay, TOUR_DAYS_AHEAD } from '@homeward/domain';
import type { ValidationErrors } from 'final-form';
import { schemaErrors, toText } from './formValues';

export interface TourValues {
  date: string;
  time: string;
  tourType: 'InPerson' | 'Video';
  phone: string;
  notes: string;
}

/** Tours can be booked for the next TOUR_DAYS_AHEAD days (the domain's window), starting tomorrow. */

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function tourDays(now = new Date()): { value: string; weekday: string; day: string }[] {
  return Array.from({ length: TOUR_DAYS_AHEAD }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + i + 1);
    const [weekday, day] = formatDate(d, 'shortDay').split(', ');
    return { value: isoDay(d), weekday, day };
  });
}

let tourTimeOptions: { value: string; label: string }[] | undefined;

/** Half-hour slots from 9:00 to 18:00, when agents show homes. */
export function tourTimes(): { value: string; label: string }[] {
  return (tourTimeOptions ??= Array.from({ length: 19 }, (_, i) => {
    const minutes = 9 * 60 + i * 30;
    const value = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    return { value, label: formatTimeOfDay(Math.floor(minutes / 60), minutes % 60) };
  }));
}

export function tourDefaults(now = new Date()): TourValues {
  return { date: tourDays(now)[0].value, time: '10:00', tourType: 'InPerson', phone: '', notes: '' };
}

export function toTour(values: TourValues) {
  return {
    date: values.date,
    time: values.time,
    tourType: values.tourType,
    // E.164 from the phone field (the calling code and the digits so far while it is not a whole number).
    phone: values.phone || null,
    notes: toText(values.notes),
  };
}

export function validateTour(values: TourValues): ValidationErrors {
  const errors: Record<string, string> = schemaErrors(tourFormSchema, toTour(values));
  if (!values.date) errors.date = 'Choose a day for your tour.';
  if (!values.time) errors.time = 'Choose a time for your tour.';
  return errors;
}

export function tourBody(mls: string, values: TourValues): CreateRequestBody {
  return { intent: 'ScheduleTour', listing_MLS: mls, tour: toTour(values) };
}
