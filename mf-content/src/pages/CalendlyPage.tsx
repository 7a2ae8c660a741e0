import { useMemo, useState } from 'react';
import { useField } from 'react-final-form';
import { Link } from 'react-router';
import { BUY_PLACE, CONSULTATION_TOPICS, consultationSchema, paths, type StoredRequest } from '@homeward/contracts';
import { formatPhoneNumber } from '@homeward/contracts/phone';
import {
  CONSULTATION_SLOT_MINUTES,
  CONSULTATION_TOPIC_LABELS,
  consultationDayLabel,
  consultationDays,
  consultationTimeLabel,
} from '@homeward/domain';
import { fieldStyles, classes, controlStyles } from '@homeward/ui';
import { company } from '../content/company';
import { hasAttribution } from '@homeward/domain';
import { useAttribution } from '../shared/useAttribution';
import { bookingInput, emptyBooking, toConsultation, type BookingValues } from '../features/booking/booking';
import { SupportEmailLink } from '../features/content/SupportEmailLink';
import { SupportPhone } from '../features/content/SupportPhone';
import { useSubmitRequest } from '../shared/submitRequest';
import { SubmitRow } from '../components/forms/FormParts';
import { FormScreen, NameRow, PhoneInput, TextAreaInput, TextInput, useBoundField } from '../components/forms/FormScreen';
import formStyles from '../components/forms/Form.module.css';
import styles from './CalendlyPage.module.css';
import pageStyles from '../shared/Page.module.css';

type ConsultationDay = ReturnType<typeof consultationDays>[number];

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
        A Homeward agent will call you at <strong>{formatPhoneNumber(booked.phone)}</strong> on{' '}
        <strong>
          {consultationDayLabel(booked.date)} at {consultationTimeLabel(booked.time)} Eastern
        </strong>
        . We have sent the details to {booked.email}; if the time stops suiting you, reply to that email or write to{' '}
        <SupportEmailLink />.
      </p>
      <p>
        Meanwhile, <Link to={paths.search.listings.href(BUY_PLACE)}>browse homes</Link> or read <Link to={paths.content.learn.href()}>the buyer’s journey</Link>.
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
        <FormScreen<BookingValues>
          formId={formId}
          schema={consultationSchema}
          prepare={bookingInput}
          initialValues={emptyBooking}
          labels={labels}
          title="Pick a time"
          intro={<p className={formStyles.requiredNote}>Fields marked * are required. Times are Eastern (ET).</p>}
          onValid={(valid) =>
            submit.mutate(
              { intent: 'ScheduleConsultation', consultation: toConsultation(valid), ...(hasAttribution(attribution) && { attribution }) },
              { onSuccess: (stored) => setBooked(stored) },
            )
          }
        >
          <TopicChoice />
          <DaySelect formId={formId} days={days} />
          <TimeChoice formId={formId} days={days} />
          <NameRow />
          <TextInput name="email" required type="email" autoComplete="email" inputMode="email" maxLength={50} />
          <PhoneInput name="phone" required />
          <TextAreaInput name="notes" maxLength={1000} hint="Areas you are considering, your budget, a home you saved… up to 1,000 characters." />
          <SubmitRow
            failed="book the call"
            failure={submit.error}
            busy={submit.isPending}
            label="Book the call"
            busyLabel="Booking…"
            className={formStyles.submit}
          />
        </FormScreen>
      )}
    </article>
  );
}

function TopicChoice() {
  const topic = useBoundField('topic');
  return (
    <fieldset className={styles.choices}>
      <legend className={fieldStyles.label}>{labels.topic}</legend>
      {CONSULTATION_TOPICS.map((choice) => (
        <label key={choice} className={classes(controlStyles.choice, styles.choice)}>
          <input type="radio" name="topic" value={choice} checked={topic.value === choice} onChange={() => topic.onChange({ target: { value: choice } })} />
          {CONSULTATION_TOPIC_LABELS[choice]}
        </label>
      ))}
    </fieldset>
  );
}

function DaySelect({ formId, days }: { formId: string; days: ConsultationDay[] }) {
  const date = useBoundField('date');
  const time = useField<string>('time', { subscription: {} });
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={date.id} className={fieldStyles.label}>
        {labels.date} <span className={fieldStyles.required}>*</span>
      </label>
      <select
        id={date.id}
        name="date"
        className={`${fieldStyles.input} ${date.error ? fieldStyles.invalid : ''}`}
        value={date.value}
        aria-invalid={!!date.error}
        aria-describedby={date.error ? `${formId}-date-error` : undefined}
        onChange={(event) => {
          date.onChange(event);
          // The times of another day are not this day's.
          time.input.onChange(undefined);
        }}
      >
        <option value="">Choose a day</option>
        {days.map((d) => (
          <option key={d.date} value={d.date}>
            {consultationDayLabel(d.date)}
          </option>
        ))}
      </select>
      {date.error && (
        <p id={`${formId}-date-error`} className={fieldStyles.error}>
          {date.error}
        </p>
      )}
    </div>
  );
}

function TimeChoice({ formId, days }: { formId: string; days: ConsultationDay[] }) {
  const time = useBoundField('time');
  const date = useField<string>('date', { subscription: { value: true } }).input.value;
  const times = days.find((d) => d.date === date)?.times ?? [];
  return (
    <fieldset className={styles.slots} aria-describedby={time.error ? `${formId}-time-error` : undefined}>
      <legend className={fieldStyles.label}>
        {labels.time} <span className={fieldStyles.required}>*</span>
      </legend>
      {date ? (
        <div className={styles.slotGrid}>
          {times.map((slot) => (
            <label key={slot} className={classes(controlStyles.choice, styles.slot)}>
              <input type="radio" name="time" value={slot} checked={time.value === slot} onChange={() => time.onChange({ target: { value: slot } })} />
              {consultationTimeLabel(slot)}
            </label>
          ))}
        </div>
      ) : (
        <p className={fieldStyles.hint}>Choose a day to see its open times.</p>
      )}
      {time.error && (
        <p id={`${formId}-time-error`} className={fieldStyles.error}>
          {time.error}
        </p>
      )}
    </fieldset>
  );
}
