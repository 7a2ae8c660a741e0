import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CONSULTATION_TOPICS, pagePaths, sitePages, type StoredRequest } from '@homeward/contracts';
import {
  CONSULTATION_SLOT_MINUTES,
  CONSULTATION_TOPIC_LABELS,
  consultationDayLabel,
  consultationDays,
  consultationTimeLabel,
  formatPhone,
} from '@homeward/domain';
import { fieldStyles } from '@homeward/ui';
import { company } from '../content/company';
import { hasAttribution } from '@homeward/domain';
import { useAttribution } from '../features/affiliation/useAttribution';
import { bookingFields, emptyBooking, toConsultation, validateBooking } from '../features/booking/booking';
import { SupportEmailLink } from '../features/content/SupportEmailLink';
import { SupportPhone } from '../features/content/SupportPhone';
import { useSubmitRequest } from '../features/enquiry/submitRequest';
import { ErrorSummary } from '../features/forms/ErrorSummary';
import { TextAreaField, TextField } from '../features/forms/Field';
import { NameRow, PhoneField, SubmitRow } from '../features/forms/FormParts';
import formStyles from '../features/forms/Form.module.css';
import { useFormScreen } from '../features/forms/useForm';
import styles from './CalendlyPage.module.css';
import pageStyles from './Page.module.css';

const labels: Record<string, string> = {
  topic: 'What would you like to talk about?',
  date: 'Day',
  time: 'Time (Eastern)',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number we should call',
  notes: 'Anything the agent should know first?',
};

function Booked({ request }: { request: StoredRequest }) {
  const booked = request.payload.consultation as { date: string; time: string; phone: string; email: string };
  return (
    <section className={styles.done} aria-labelledby="booked-heading" role="status">
      <h2 id="booked-heading">Your call is booked</h2>
      <p>
        A Homeward agent will call you at <strong>{formatPhone(booked.phone)}</strong> on{' '}
        <strong>
          {consultationDayLabel(booked.date)} at {consultationTimeLabel(booked.time)} Eastern
        </strong>
        . We have sent the details to {booked.email}; if the time stops suiting you, reply to that email or write to{' '}
        <SupportEmailLink />.
      </p>
      <p>
        Meanwhile, <Link to={pagePaths.buy()}>browse homes</Link> or read <Link to={sitePages.learn}>the buyer’s journey</Link>.
      </p>
    </section>
  );
}

/** `/calendly`: book a call with a Homeward agent in one of the open slots, stored as a consultation request. */
export default function CalendlyPage() {
  const formId = 'book-call';
  const attribution = useAttribution();
  const submit = useSubmitRequest();
  const days = useMemo(() => consultationDays(new Date()), []);
  const [booked, setBooked] = useState<StoredRequest | null>(null);
  const { formRef, values, errors, setField, showSummary, onSubmit, field } = useFormScreen({
    formId,
    initial: emptyBooking,
    validate: validateBooking,
    order: bookingFields,
    labels,
    onValid: (valid) =>
      submit.mutate(
        { intent: 'ScheduleConsultation', consultation: toConsultation(valid), ...(hasAttribution(attribution) && { attribution }) },
        { onSuccess: (stored) => setBooked(stored) },
      ),
  });
  const times = days.find((d) => d.date === values.date)?.times ?? [];

  return (
    <article className={pageStyles.page}>
      <h1>Book a call with a Homeward agent</h1>
      <p className={pageStyles.lead}>
        Talk to a licensed agent about buying, selling or a mortgage. Calls are free, last up to {CONSULTATION_SLOT_MINUTES} minutes
        and happen {company.supportHours}.
      </p>
      {booked ? (
        <Booked request={booked} />
      ) : days.length === 0 ? (
        <section aria-labelledby="no-slots">
          <h2 id="no-slots">No open times right now</h2>
          <p>
            Email <SupportEmailLink /> with two or three times that suit you and we will
            book you in within one business day.
          </p>
          <SupportPhone lead="Or call us: " />
        </section>
      ) : (
        <form ref={formRef} id={formId} className={formStyles.form} noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`}>Pick a time</h2>
          <p className={formStyles.requiredNote}>Fields marked * are required. Times are Eastern (ET).</p>
          {showSummary && <ErrorSummary errors={errors} labels={labels} formId={formId} />}
          <fieldset className={styles.choices}>
            <legend className={fieldStyles.label}>{labels.topic}</legend>
            {CONSULTATION_TOPICS.map((topic) => (
              <label key={topic} className={styles.choice}>
                <input type="radio" name="topic" value={topic} checked={values.topic === topic} onChange={() => setField('topic', topic)} />
                {CONSULTATION_TOPIC_LABELS[topic]}
              </label>
            ))}
          </fieldset>
          <div className={fieldStyles.field}>
            <label htmlFor={`${formId}-date`} className={fieldStyles.label}>
              {labels.date} <span className={fieldStyles.required}>*</span>
            </label>
            <select
              id={`${formId}-date`}
              name="date"
              className={`${fieldStyles.input} ${errors.date ? fieldStyles.invalid : ''}`}
              value={values.date}
              aria-invalid={!!errors.date}
              aria-describedby={errors.date ? `${formId}-date-error` : undefined}
              onChange={(event) => {
                setField('date', event.target.value);
              }}
            >
              <option value="">Choose a day</option>
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {consultationDayLabel(d.date)}
                </option>
              ))}
            </select>
            {errors.date && (
              <p id={`${formId}-date-error`} className={fieldStyles.error}>
                {errors.date}
              </p>
            )}
          </div>
          <fieldset className={styles.slots} aria-describedby={errors.time ? `${formId}-time-error` : undefined}>
            <legend className={fieldStyles.label}>
              {labels.time} <span className={fieldStyles.required}>*</span>
            </legend>
            {values.date ? (
              <div className={styles.slotGrid}>
                {times.map((time) => (
                  <label key={time} className={styles.slot}>
                    <input type="radio" name="time" value={time} checked={values.time === time} onChange={() => setField('time', time)} />
                    {consultationTimeLabel(time)}
                  </label>
                ))}
              </div>
            ) : (
              <p className={fieldStyles.hint}>Choose a day to see its open times.</p>
            )}
            {errors.time && (
              <p id={`${formId}-time-error`} className={fieldStyles.error}>
                {errors.time}
              </p>
            )}
          </fieldset>
          <NameRow first={field('firstName')} last={field('lastName')} />
          <div className={formStyles.row}>
            <TextField {...field('email')} required type="email" autoComplete="email" inputMode="email" maxLength={50} />
            <PhoneField field={field('phone')} required />
          </div>
          <TextAreaField {...field('notes')} maxLength={1000} hint="Areas you are considering, your budget, a home you saved… up to 1,000 characters." />
          <SubmitRow
            failed="book the call"
            failure={submit.error}
            busy={submit.isPending}
            label="Book the call"
            busyLabel="Booking…"
            className={formStyles.submit}
          />
        </form>
      )}
    </article>
  );
}
