import { useRef } from 'react';
import { Link } from 'react-router';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { firmInfoSchema, type AccountFirmInfo, type FirmInfoInput } from '@homeward/contracts/signed-in';
import { sitePages } from '@homeward/contracts';
import { bus } from '@homeward/platform';
import { Button, fieldStyles, focusFirstInvalid, validateWith } from '@homeward/ui';
import { TextField } from '../../components/TextField';
import formStyles from '../../components/Form.module.css';
import { useSaveFirmInfo } from './api';

type FirmInfoValues = Omit<FirmInfoInput, 'brokerAgreementAccepted'> & { brokerAgreementAccepted: boolean };

/** The firm rules Account/FirmInfo applies, with its words. */
const validateFirm = validateWith<FirmInfoValues>(firmInfoSchema);

/** The agent's firm (spec 5 firm rules): every field, a 5-digit zip, 2+ years in business, the broker agreement. */
export function FirmForm({ firm }: { firm: NonNullable<AccountFirmInfo['firm']> }) {
  const save = useSaveFirmInfo();
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues: FirmInfoValues = {
    firm: firm.firm,
    firmAddress: firm.firmAddress ?? '',
    firmCity: firm.firmCity ?? '',
    firmState: firm.firmState,
    firmZip: firm.firmZip,
    licenseNumber: firm.licenseNumber,
    licenseCity: firm.licenseCity,
    inBusinessSince: firm.inBusinessSince,
    brokerAgreementAccepted: firm.brokerAgreementAccepted,
  };
  return (
    <Form<FirmInfoValues>
      initialValues={initialValues}
      keepDirtyOnReinitialize
      validate={validateFirm}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({
            ...values,
            brokerAgreementAccepted: true,
            firmState: values.firmState.trim().toUpperCase(),
          });
          bus.publish({ type: 'toast', kind: 'success', message: 'Your firm information is saved.' });
          return undefined;
        } catch (error) {
          return { [FORM_ERROR]: error instanceof Error ? error.message : 'Your firm information could not be saved. Please try again.' };
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form
          ref={formRef}
          className={formStyles.form}
          noValidate
          aria-label="Firm information"
          onSubmit={(event) => {
            void handleSubmit(event);
            focusFirstInvalid(formRef.current);
          }}
        >
          <TextField name="firm" label="Firm" autoComplete="organization" maxLength={100} />
          <TextField name="firmAddress" label="Address" autoComplete="street-address" maxLength={200} />
          <div className={formStyles.row2}>
            <TextField name="firmCity" label="City" autoComplete="address-level2" maxLength={60} />
            <div className={formStyles.row2}>
              <TextField name="firmState" label="State" hint="WA or MA" autoComplete="address-level1" maxLength={2} />
              <TextField name="firmZip" label="Zip" inputMode="numeric" autoComplete="postal-code" maxLength={5} />
            </div>
          </div>
          <div className={formStyles.row2}>
            <TextField name="licenseNumber" label="Licence number" maxLength={40} />
            <TextField name="licenseCity" label="Licence city" maxLength={60} />
          </div>
          <TextField name="inBusinessSince" label="In business since" type="date" hint="At least 2 years ago." />
          <Field<boolean> name="brokerAgreementAccepted" type="checkbox">
            {({ input, meta }) => {
              const error = meta.touched || meta.submitFailed ? meta.error : undefined;
              return (
                <div>
                  <label className={[formStyles.check, error && formStyles.checkInvalid].filter(Boolean).join(' ')}>
                    <input
                      type="checkbox"
                      name={input.name}
                      checked={!!input.checked}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      onFocus={input.onFocus}
                      aria-invalid={error ? true : undefined}
                      aria-describedby="broker-error"
                    />
                    <span>
                      I accept the <Link to={sitePages.brokerAgreement}>broker agreement</Link>.
                    </span>
                  </label>
                  <p id="broker-error" className={`${fieldStyles.error} ${fieldStyles.reserve}`}>
                    {error ?? ''}
                  </p>
                </div>
              );
            }}
          </Field>
          <p className={fieldStyles.alert} role="alert">
            {submitError ?? ''}
          </p>
          <div className={formStyles.actions}>
            <Button type="submit" busy={submitting}>
              {submitting ? 'Saving…' : 'Save firm information'}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
