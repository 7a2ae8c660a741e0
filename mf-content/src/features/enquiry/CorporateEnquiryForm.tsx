import { useNavigate } from 'react-router';
import { attributedPath, hasAttribution } from '@homeward/domain';
import { useAttribution } from '../affiliation/useAttribution';
import { ErrorSummary } from '../forms/ErrorSummary';
import { TextAreaField, TextField } from '../forms/Field';
import { NameRow, PhoneField, SubmitRow } from '../forms/FormParts';
import styles from '../forms/Form.module.css';
import { useFormScreen } from '../forms/useForm';
import {
  corporateEnquiryFields,
  emptyCorporateEnquiry,
  formatEmployees,
  toCorporateEnquiry,
  validateCorporateEnquiry,
} from './corporateEnquiry';
import { useSubmitRequest } from './submitRequest';

export const CORPORATE_SUCCESS_PATH = '/corporate-partner-program/success';

const labels: Record<string, string> = {
  companyName: 'Company name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Work email',
  phone: 'Phone',
  employees: 'Number of employees',
  message: 'How can we help?',
};

/** The corporate partner enquiry: stored as a CorporateEnquiry request, then the success page. */
export function CorporateEnquiryForm() {
  const formId = 'corporate-enquiry';
  const navigate = useNavigate();
  const attribution = useAttribution();
  const submit = useSubmitRequest();
  const { formRef, errors, setField, showSummary, onSubmit, field } = useFormScreen({
    formId,
    initial: emptyCorporateEnquiry,
    validate: validateCorporateEnquiry,
    order: corporateEnquiryFields,
    labels,
    onValid: (valid) =>
      submit.mutate(
        { intent: 'CorporateEnquiry', enquiry: toCorporateEnquiry(valid), ...(hasAttribution(attribution) && { attribution }) },
        { onSuccess: () => navigate(attributedPath(CORPORATE_SUCCESS_PATH, attribution), { state: { companyName: valid.companyName.trim() } }) },
      ),
  });

  return (
    <form ref={formRef} id={formId} className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>Tell us about your company</h2>
      <p className={styles.requiredNote}>Fields marked * are required.</p>
      {showSummary && <ErrorSummary errors={errors} labels={labels} formId={formId} />}
      <TextField {...field('companyName')} required autoComplete="organization" maxLength={100} />
      <NameRow first={field('firstName')} last={field('lastName')} />
      <TextField {...field('email')} required type="email" autoComplete="email" inputMode="email" maxLength={50} />
      <div className={styles.row}>
        <PhoneField field={field('phone')} placeholder="(206) 555-0142" />
        <TextField
          {...field('employees')}
          inputMode="numeric"
          autoComplete="off"
          hint="Roughly, in Washington and Massachusetts"
          onChange={(event) => setField('employees', formatEmployees(event.target.value))}
        />
      </div>
      <TextAreaField {...field('message')} maxLength={2000} hint="Relocations, a benefit for current staff, a workshop… up to 2,000 characters." />
      <SubmitRow failed="send your enquiry" failure={submit.error} busy={submit.isPending} label="Send enquiry" busyLabel="Sending…" />
    </form>
  );
}
