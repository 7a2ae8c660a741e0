import { useNavigate } from 'react-router';
import { formatPhone } from '@homeward/domain';
import { Button, fieldStyles } from '@homeward/ui';
import { ErrorSummary } from '../forms/ErrorSummary';
import { TextAreaField, TextField } from '../forms/Field';
import styles from '../forms/Form.module.css';
import { useFormScreen } from '../forms/useForm';
import { useSubmitRequest } from '../enquiry/submitRequest';
import { applicationFields, COVER_NOTE_MAX, emptyApplication, toApplication, validateApplication } from './careerApplication';

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
  const { formRef, errors, setField, showSummary, onSubmit, field } = useFormScreen({
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
      <div className={styles.row}>
        <TextField {...field('firstName')} required autoComplete="given-name" maxLength={20} />
        <TextField {...field('lastName')} required autoComplete="family-name" maxLength={20} />
      </div>
      <div className={styles.row}>
        <TextField {...field('email')} required type="email" autoComplete="email" inputMode="email" maxLength={50} />
        <TextField
          {...field('phone')}
          required
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={14}
          placeholder="(206) 555-0142"
          onChange={(event) => setField('phone', formatPhone(event.target.value))}
        />
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
        hint={`Why this role, and one thing you built or led that you are proud of. Up to ${COVER_NOTE_MAX.toLocaleString('en-US')} characters.`}
      />
      {submit.isError && (
        <p className={fieldStyles.error} role="alert">
          We could not send your application: {submit.error.message} Your answers are still here; please try again.
        </p>
      )}
      <Button type="submit" className={styles.submit} busy={submit.isPending}>
        {submit.isPending ? 'Sending…' : 'Send application'}
      </Button>
    </form>
  );
}
