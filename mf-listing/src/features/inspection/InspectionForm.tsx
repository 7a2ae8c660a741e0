import { useMemo } from 'react';
import type { ListingDetail, StoredRequest } from '@homeward/contracts';
import { RequestForm } from '../../components/forms/RequestForm';
import { SelectField, TextAreaField, TextField } from '@homeward/ui/forms';
import { FormSection } from '../../components/forms/FormSection';
import styles from '../../components/forms/FormLayout.module.css';
import {
  INSPECTION_TYPES,
  earliestInspectionDay,
  latestInspectionDay,
  inspectionBody,
  inspectionDefaults,
  validateInspection,
  type InspectionValues,
} from '../../shared/requests/inspectionValues';

export function InspectionForm({ listing, onSent }: { listing: ListingDetail | undefined; onSent: (stored: StoredRequest) => void }) {
  const defaults = useMemo(() => inspectionDefaults(listing), [listing]);
  return (
    <RequestForm<InspectionValues>
      draftKey={`inspection:${listing?.mls ?? 'any'}`}
      defaults={defaults}
      validate={(values) => validateInspection(values)}
      toBody={(values) => inspectionBody(values, listing?.mls)}
      onSent={onSent}
      what="inspection request"
      submitLabel="Request the inspection"
      signInReason="Sign in to request an inspection."
    >
      {() => (
        <>
          <FormSection id="inspection-home" title="The home">
            <TextField name="address" label="Street address" required autoComplete="off" />
            <div className={styles.grid}>
              <TextField name="city" label="City" required autoComplete="off" />
              <TextField name="state" label="State" required maxLength={2} autoComplete="off" hint="Two letters, such as WA" />
              <TextField name="zipCode" label="Zip code" required inputMode="numeric" maxLength={5} autoComplete="off" />
            </div>
          </FormSection>
          <FormSection id="inspection-visit" title="The visit">
            <SelectField name="inspectionType" label="Inspection type" options={INSPECTION_TYPES} required />
            <TextField name="preferredDate" label="Preferred day" type="date" min={earliestInspectionDay()} max={latestInspectionDay()} required />
            <TextAreaField name="notes" label="Notes for the inspector" hint="Optional: access, pets, areas of concern." maxLength={1000} />
          </FormSection>
        </>
      )}
    </RequestForm>
  );
}
