import { Link } from 'react-router';
import { Field } from 'react-final-form';
import { firmInfoSchema, type AccountFirmInfo, type FirmInfoInput } from '@homeward/contracts/signed-in';
import { paths } from '@homeward/contracts';
import { fieldStyles, validateWith } from '@homeward/ui';
import { AccountForm } from '../../components/AccountForm';
import { TextField } from '@homeward/ui/forms';
import formStyles from '../../components/Form.module.css';
import { useSaveFirmInfo } from './api';

type FirmInfoValues = Omit<FirmInfoInput, 'brokerAgreementAccepted'> & { brokerAgreementAccepted: boolean };

/** The firm rules Account/FirmInfo applies, with its words. */
const validateFirm = validateWith<FirmInfoValues>(firmInfoSchema);

/** The agent's firm (spec 5 firm rules): every field, a 5-digit zip, 2+ years in business, the broker agreement. */
export function FirmForm({ firm }: { firm: NonNullable<AccountFirmInfo['firm']> }) {
  const save = useSaveFirmInfo();
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
    <AccountForm
      label="Firm information"
      initialValues={initialValues}
      validate={validateFirm}
      save={(values) =>
        save.mutateAsync({
          ...values,
          brokerAgreementAccepted: true,
          firmState: values.firmState.trim().toUpperCase(),
        })
      }
      savedMessage={() => 'Your firm information is saved.'}
      failure="Your firm information could not be saved. Please try again."
      submitLabel="Save firm information"
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
                  I accept the <Link to={paths.content.brokerAgreement.href()}>broker agreement</Link>.
                </span>
              </label>
              <p id="broker-error" className={`${fieldStyles.error} ${fieldStyles.reserve}`}>
                {error ?? ''}
              </p>
            </div>
          );
        }}
      </Field>
    </AccountForm>
  );
}
