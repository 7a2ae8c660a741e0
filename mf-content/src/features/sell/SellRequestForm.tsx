import { useState } from 'react';
import { SERVICE_STATES, sellFormSchema } from '@homeward/contracts';
import { formatAmountInput, hasAttribution } from '@homeward/domain';
import { bus, useSession } from '@homeward/platform';
import { SelectField } from '@homeward/ui/forms';
import { useAttribution } from '../../shared/useAttribution';
import { useSubmitRequest } from '../../shared/submitRequest';
import { SubmitRow } from '../../components/forms/FormParts';
import { FormScreen, TextAreaInput, TextInput, useScreenField } from '../../components/forms/FormScreen';
import styles from '../../components/forms/Form.module.css';
import { emptySellRequest, sellRequestInput, toSellForm, type SellRequestValues } from './sellRequest';

const labels: Record<string, string> = {
  address: 'Street address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip code',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  askingPrice: 'Price you have in mind',
  moveBy: 'Would like to move by',
  notes: 'Anything the agent should know',
};

/**
 * /sell/details: a homeowner asks for a Homeward agent. The request is routed to the agent
 * serving the home's zip, who answers it from the Sell group of their dashboard.
 */
export function SellRequestForm() {
  const formId = 'sell-request';
  const signedIn = useSession((s) => s.status) === 'signed-in';
  const attribution = useAttribution();
  const submit = useSubmitRequest();
  const [sent, setSent] = useState<string | null>(null);
  const onValid = (valid: SellRequestValues) => {
    if (!signedIn) {
      bus.publish({ type: 'auth:login-requested', reason: 'Sign in to send your request to a Homeward agent. Your answers stay on this page.' });
      return;
    }
    const sell = toSellForm(valid);
    submit.mutate(
      { intent: 'SellHome', sell, ...(hasAttribution(attribution) && { attribution }) },
      { onSuccess: () => setSent(`${sell.address}, ${sell.city}, ${sell.state} ${sell.zipCode}`) },
    );
  };

  if (sent) {
    return (
      <section className={styles.form} aria-labelledby={`${formId}-done`}>
        <h2 id={`${formId}-done`} tabIndex={-1}>
          Your request is sent
        </h2>
        <p role="status">
          We have your request to sell {sent}. It goes to the Homeward agent who serves that zip code, who will contact you by phone or email.
        </p>
      </section>
    );
  }

  return (
    <FormScreen<SellRequestValues>
      formId={formId}
      schema={sellFormSchema}
      prepare={sellRequestInput}
      initialValues={emptySellRequest}
      labels={labels}
      title="Ask for a Homeward agent"
      intro={
        <>
          <p>
            Tell us about your home and the agent who serves its zip code contacts you to plan the sale.{' '}
            {signedIn ? '' : 'You sign in when you send it, so the agent knows how to reach you.'}
          </p>
          <p className={styles.requiredNote}>Fields marked * are required.</p>
        </>
      }
      onValid={onValid}
    >
      <TextInput name="address" required autoComplete="street-address" maxLength={200} />
      <div className={styles.row}>
        <TextInput name="city" required autoComplete="address-level2" maxLength={60} />
        <StateSelect />
        <TextInput name="zipCode" required inputMode="numeric" autoComplete="postal-code" maxLength={5} />
      </div>
      <div className={styles.row}>
        <TextInput name="bedrooms" inputMode="numeric" />
        <TextInput name="bathrooms" inputMode="decimal" hint="For example 2.5" />
      </div>
      <div className={styles.row}>
        <TextInput name="askingPrice" inputMode="numeric" shape={formatAmountInput} />
        <TextInput name="moveBy" type="date" />
      </div>
      <TextAreaInput name="notes" maxLength={1000} />
      <SubmitRow failed="send your request" failure={submit.error} busy={submit.isPending} label="Send to an agent" busyLabel="Sending…" />
    </FormScreen>
  );
}

const STATE_OPTIONS = SERVICE_STATES.map((s) => ({ value: s, label: s === 'WA' ? 'Washington' : 'Massachusetts' }));

/** The state of the home: the service area's two. */
function StateSelect() {
  return <SelectField name="state" {...useScreenField('state')} options={STATE_OPTIONS} required />;
}
