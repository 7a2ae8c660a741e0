import { useNavigate } from 'react-router';
import { corporateEnquirySchema, paths } from '@homeward/contracts';
import { attributedPath, hasAttribution } from '@homeward/domain';
import { useAttribution } from '../../shared/useAttribution';
import { SubmitRow } from '../../components/forms/FormParts';
import { FormScreen, NameRow, PhoneInput, TextAreaInput, TextInput } from '../../components/forms/FormScreen';
import styles from '../../components/forms/Form.module.css';
import { corporateEnquiryInput, formatEmployees, toCorporateEnquiry, type CorporateEnquiryValues } from './corporateEnquiry';
import { useSubmitRequest } from '../../shared/submitRequest';

export const CORPORATE_SUCCESS_PATH = paths.content.corporateProgramSuccess.href();

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
  const navigate = useNavigate();
  const attribution = useAttribution();
  const submit = useSubmitRequest();
  return (
    <FormScreen<CorporateEnquiryValues>
      formId="corporate-enquiry"
      schema={corporateEnquirySchema}
      prepare={corporateEnquiryInput}
      initialValues={{}}
      labels={labels}
      title="Tell us about your company"
      intro={<p className={styles.requiredNote}>Fields marked * are required.</p>}
      onValid={(valid) =>
        submit.mutate(
          { intent: 'CorporateEnquiry', enquiry: toCorporateEnquiry(valid), ...(hasAttribution(attribution) && { attribution }) },
          { onSuccess: () => navigate(attributedPath(CORPORATE_SUCCESS_PATH, attribution), { state: { companyName: valid.companyName?.trim() } }) },
        )
      }
    >
      <TextInput name="companyName" required autoComplete="organization" maxLength={100} />
      <NameRow />
      <TextInput name="email" required type="email" autoComplete="email" inputMode="email" maxLength={50} />
      <PhoneInput name="phone" />
      <TextInput name="employees" inputMode="numeric" autoComplete="off" hint="Roughly, in Washington and Massachusetts" shape={formatEmployees} />
      <TextAreaInput name="message" maxLength={2000} hint="Relocations, a benefit for current staff, a workshop… up to 2,000 characters." />
      <SubmitRow failed="send your enquiry" failure={submit.error} busy={submit.isPending} label="Send enquiry" busyLabel="Sending…" />
    </FormScreen>
  );
}
