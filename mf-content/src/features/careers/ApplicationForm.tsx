import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { careerApplicationSchema, paths } from '@homeward/contracts';
import { formatThousands } from '@homeward/domain';
import { SubmitRow } from '../../components/forms/FormParts';
import { FormScreen, NameRow, PhoneInput, TextAreaInput, TextInput } from '../../components/forms/FormScreen';
import styles from '../../components/forms/Form.module.css';
import { useSubmitRequest } from '../../shared/submitRequest';
import { careerApplicationInput, COVER_NOTE_MAX, toApplication, type CareerApplicationValues } from './careerApplication';

export const CAREERS_THANK_YOU_PATH = paths.content.careersThankYou.href();

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
  const navigate = useNavigate();
  const submit = useSubmitRequest();
  const prepare = useMemo(() => careerApplicationInput(position), [position]);
  return (
    <FormScreen<CareerApplicationValues>
      formId="career-application"
      schema={careerApplicationSchema}
      prepare={prepare}
      initialValues={{}}
      labels={labels}
      title="Apply for this role"
      intro={<p className={styles.requiredNote}>Fields marked * are required.</p>}
      onValid={(valid) =>
        submit.mutate(
          { intent: 'CareerApplication', application: toApplication(position, valid) },
          { onSuccess: () => navigate(CAREERS_THANK_YOU_PATH, { state: { position, firstName: valid.firstName?.trim() } }) },
        )
      }
    >
      <NameRow />
      <TextInput name="email" required type="email" autoComplete="email" inputMode="email" maxLength={50} />
      <PhoneInput name="phone" required />
      <TextInput
        name="resumeUrl"
        required
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.linkedin.com/in/your-name"
        hint="A LinkedIn profile, personal site, GitHub or portfolio that shows your work."
      />
      <TextAreaInput
        name="coverLetter"
        maxLength={COVER_NOTE_MAX}
        rows={6}
        hint={`Why this role, and one thing you built or led that you are proud of. Up to ${formatThousands(COVER_NOTE_MAX)} characters.`}
      />
      <SubmitRow failed="send your application" failure={submit.error} busy={submit.isPending} label="Send application" busyLabel="Sending…" />
    </FormScreen>
  );
}
