import { useNavigate } from 'react-router';
import { ErrorSummary } from '../forms/ErrorSummary';
import { TextAreaField, TextField } from '../forms/Field';
import { NameRow, PhoneField, SubmitRow } from '../forms/FormParts';
import styles from '../forms/Form.module.css';
import { useFormScreen } from '../forms/useForm';
import { useSubmitRequest } from '../enquiry/submitRequest';
import { applicationFields, COVER_NOTE_MAX, emptyApplication, toApplication, validateApplication } from './careerApplication';
import { formatThousands } from '@homeward/domain';

export const CAREERS_THANK_YOU_PATH = '/careers/thankyou';

const labels: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  resumeUrl: 'LinkedIn profile or portfolio',
  coverLetter: 'Cover note',
};

/** A job application, stored as a CareerApplication request. */
export function ApplicationForm({ position }: { position: string }) {
  const formId = 'career-application';
  const navigate = useNavigate();
  const submit = useSubmitRequest();
  const { formRef, errors, showSummary, onSubmit, field } = useFormScreen({
    formId,
    initial: emptyApplication,
    validate: validateApplication,
    order: applicationFields,
    labels,
    onValid: (valid) =>
      submit.mutate(
        { intent: 'CareerApplication', application: toApplication(position, valid) },
        { onSuccess: () => navigate(CAREERS_THANK_YOU_PATH, { state: { position, firstName: valid.firstName.trim() } }) },
      ),
  });

  return (
    <form ref={formRef} id={formId} className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>Apply for this role</h2>
      <p className={styles.requiredNote}>Fields marked * are required.</p>
      {showSummary && <ErrorSummary errors={errors} labels={labels} formId={formId} />}
      <NameRow first={field('firstName')} last={field('lastName')} />
      <div className={styles.row}>
        <TextField {...field('email')} required type="email" autoComplete="email" inputMode="email" maxLength={50} />
        <PhoneField field={field('phone')} required placeholder="(206) 555-0142" />
      </div>
      <TextField
        {...field('resumeUrl')}
        required
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.linkedin.com/in/your-name"
        hint="A LinkedIn profile, personal site, GitHub or portfolio that shows your work."
      />
      <TextAreaField
        {...field('coverLetter')}
        maxLength={COVER_NOTE_MAX}
        rows={6}
        hint={`Why this role, and one thing you built or led that you are proud of. Up to ${formatThousands(COVER_NOTE_MAX)} characters.`}
      />
      <SubmitRow failed="send your application" failure={submit.error} busy={submit.isPending} label="Send application" busyLabel="Sending…" />
    </form>
  );
}
