import { useMemo } from 'react';
import { Field } from 'react-final-form';
import type { StoredRequest } from '@homeward/contracts';
import { RequestForm } from '../../components/forms/RequestForm';
import { PhoneNumberField, RadioGroupField, SelectField, TextAreaField } from '@homeward/ui/forms';
import styles from './TourForm.module.css';
import { tourBody, tourDays, tourDefaults, tourTimes, validateTour, type TourValues } from '../../shared/requests/tourValues';
import { fieldStyles } from '@homeward/ui';

const tourTypes = [
  { value: 'InPerson', label: 'In person' },
  { value: 'Video', label: 'Video chat' },
];

/** The schedule-tour form, used in the property page's modal and on its own page. */
export function TourForm({ mls, onSent }: { mls: string; onSent: (stored: StoredRequest) => void }) {
  const days = useMemo(() => tourDays(), []);
  const defaults = useMemo(() => tourDefaults(), []);
  return (
    <RequestForm<TourValues>
      draftKey={`tour:${mls}`}
      defaults={defaults}
      validate={validateTour}
      toBody={(values) => tourBody(mls, values)}
      onSent={onSent}
      what="tour request"
      submitLabel="Request this time"
      signInReason="Sign in to book your tour."
    >
      {() => (
        <>
          <fieldset className={styles.dayPicker}>
            <legend className={fieldStyles.label}>Day</legend>
            <div className={styles.days}>
              {days.map((d) => (
                <Field key={d.value} name="date" type="radio" value={d.value}>
                  {({ input }) => (
                    <label className={styles.day}>
                      <input {...input} className={styles.dayInput} />
                      <span className={styles.weekday}>{d.weekday}</span>
                      <span>{d.day}</span>
                    </label>
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
          <SelectField name="time" label="Time" options={tourTimes()} required />
          <RadioGroupField name="tourType" legend="Tour type" options={tourTypes} />
          <PhoneNumberField name="phone" label="Phone number" hint="Optional. Your agent calls or texts to confirm." />
          <TextAreaField name="notes" label="Anything the agent should know?" hint="Optional." rows={3} maxLength={1000} />
        </>
      )}
    </RequestForm>
  );
}
