import { useEffect, useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { agentPagePaths } from '@homeward/contracts';
import { AGENT_STATUS, formatCents, formatDateInput, paymentErrorMessage, SOMETHING_WENT_WRONG_MESSAGE } from '@homeward/domain';
import { clearAgentSignupContext, saveAgentSignupContext, storeLogin, type AgentSignupContext } from '@homeward/platform';
import { Button, LoadingBlock, classes, layoutStyles } from '@homeward/ui';
import { fetchFeePayment, paymentSettingsQuery, submitAgentDetails, submitAgentSignup } from '../api';
import { CardFields } from '../payment/CardFields';
import type { CardFieldsHandle } from '../payment/types';
import { feeReceipt, PAYMENT_NOT_CONFIRMED_MESSAGE, returnedPayment, waitForFeePayment } from './feePayment';
import styles from '../Agent.module.css';
import { Checkbox, SelectInput, TextInput } from '../../forms/Fields';
import { APPLICATION_STEPS, applicationBody, applicationDraft, draftOf, validateStep, type ApplicationValues } from './values';

export interface ApplicationFormProps {
  /** 'apply' takes the fee at step 3; 'details' (agentStatus 3) sends steps 1 and 2 only. */
  mode: 'apply' | 'details';
  /** The phone check of the agent sign-up modal; absent when the user applies signed in. */
  context?: AgentSignupContext;
}

const FIRM_STATES = [
  { value: 'WA', label: 'Washington' },
  { value: 'MA', label: 'Massachusetts' },
];

/** Keeps the draft in step with the form, so a reload opens the same step with the same values. */
function KeepDraft({ mode, step, values }: { mode: 'apply' | 'details'; step: number; values: ApplicationValues }) {
  useEffect(() => applicationDraft.write({ mode, step, values }), [mode, step, values]);
  return null;
}

/** The agent application of spec 4.4: three steps with a breadcrumb, a kept draft and the card payment. */
export function ApplicationForm({ mode, context }: ApplicationFormProps) {
  const navigate = useNavigate();
  const lastStep = mode === 'apply' ? 3 : 2;
  const withContact = !!context?.isNewUser;
  const [draft] = useState(() => draftOf(mode));
  const [initialValues] = useState<ApplicationValues>(() => draft?.values ?? {});
  const [step, setStep] = useState(() => Math.min(draft?.step ?? 1, lastStep));
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [returned] = useState(returnedPayment);
  const [finishing, setFinishing] = useState(() => !!returned?.passed);
  const card = useRef<CardFieldsHandle>(null);
  const inFlight = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const settings = useQuery({ ...paymentSettingsQuery, enabled: mode === 'apply' });
  const steps = APPLICATION_STEPS.slice(0, lastStep);

  // A new step's title takes the focus, so keyboard and screen-reader users start at its top.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  async function finish(values: ApplicationValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(undefined);
    try {
      const details = applicationBody(values);
      const accountRequest = context
        ? {
            accessToken: context.verificationToken,
            ...(withContact ? { user: { firstName: values.firstName!.trim(), lastName: values.lastName!.trim(), email: values.email!.trim(), phone: context.phone } } : {}),
            deviceToken: null,
          }
        : undefined;
      if (mode === 'details') {
        await submitAgentDetails({ ...details, ...(context ? { accountRequest: { accessToken: context.verificationToken } } : {}) });
        // Someone who sent their details from a verified phone (not signed in) is known to the
        // under-review page as the applicant they now are; a signed-in one is known by the session.
        if (context) saveAgentSignupContext({ ...context, isAgent: true, agentStatus: AGENT_STATUS.UnderReview });
        else clearAgentSignupContext();
        applicationDraft.clear();
        navigate(agentPagePaths.underReview);
        return;
      }
      const checked = await card.current?.check();
      if (!checked?.ok) {
        if (checked && !checked.field) setFailure(checked.message);
        return;
      }
      const result = await submitAgentSignup({ ...details, accountRequest });
      // The account exists from here on: a retry or the return from the bank's check is signed in.
      if (result.token) {
        storeLogin({ id: result.id, token: result.token, isEstablished: result.user.isEstablished });
        clearAgentSignupContext();
      }
      if (!result.payment) {
        setFailure(SOMETHING_WENT_WRONG_MESSAGE);
        return;
      }
      const billing = { name: values.nameOnCard!.trim(), zip: values.billingZip!.trim() };
      const confirmed = await card.current!.confirm(result.payment, billing, `${window.location.origin}${window.location.pathname}`);
      if (confirmed.ok === 'redirected') return;
      if (!confirmed.ok) {
        // Everything typed stays; a refused card's fields start again for the next card.
        if (!confirmed.field) {
          setFailure(confirmed.message);
          setAttempt((n) => n + 1);
        }
        return;
      }
      await finishPaid(result.payment.intentId);
    } catch {
      setFailure(SOMETHING_WENT_WRONG_MESSAGE);
    } finally {
      inFlight.current = false;
    }
  }

  /** Waits for the provider's webhook to reach the API, then shows the receipt. */
  async function finishPaid(intentId: string) {
    const paid = await waitForFeePayment(() => fetchFeePayment(intentId));
    if (paid.status !== 'succeeded') {
      setFailure(PAYMENT_NOT_CONFIRMED_MESSAGE);
      return;
    }
    feeReceipt.write({
      amountCents: paid.amountCents,
      currency: paid.currency,
      cardBrand: paid.cardBrand,
      cardLast4: paid.cardLast4,
      paidAt: new Date().toISOString(),
      reference: paid.reference,
    });
    clearAgentSignupContext();
    applicationDraft.clear();
    navigate(agentPagePaths.thankYou);
  }

  // Back from the bank's 3-D Secure page: a passed check waits for the webhook; a failed one says so, form kept.
  useEffect(() => {
    if (!returned) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!returned.passed) {
      setFailure(paymentErrorMessage('payment_intent_authentication_failure'));
      return;
    }
    finishPaid(returned.intentId)
      .catch(() => setFailure(SOMETHING_WENT_WRONG_MESSAGE))
      .finally(() => setFinishing(false));
    // Runs once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (finishing) return <LoadingBlock />;
  if (mode === 'apply' && settings.isPending) return <LoadingBlock />;

  return (
    <Form<ApplicationValues>
      initialValues={initialValues}
      validate={(values) => validateStep(values, step, withContact)}
      onSubmit={async (values) => {
        if (step < lastStep) {
          setStep(step + 1);
          return;
        }
        await finish(values);
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate className={styles.form} aria-labelledby="agent-step-title">
          <FormSpy<ApplicationValues> subscription={{ values: true }}>{({ values }) => <KeepDraft mode={mode} step={step} values={values} />}</FormSpy>
          <nav aria-label="Application steps">
            <ol className={styles.breadcrumb}>
              {steps.map((s, index) => {
                const number = index + 1;
                const label = `${number}. ${s.label}`;
                return (
                  <li key={s.label} className={number === step ? styles.current : undefined}>
                    {number < step ? (
                      <button type="button" className={styles.crumb} onClick={() => setStep(number)}>
                        {label}
                      </button>
                    ) : (
                      <span aria-current={number === step ? 'step' : undefined}>{label}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
          <p className={styles.stepCount}>
            Step {step} of {lastStep}
          </p>
          <h2 id="agent-step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
            {APPLICATION_STEPS[step - 1].title}
          </h2>

          {step === 1 && (
            <>
              {withContact && (
                <div className={styles.row}>
                  <TextInput required unmarked name="firstName" label="First name" autoComplete="given-name" maxLength={20} />
                  <TextInput required unmarked name="lastName" label="Last name" autoComplete="family-name" maxLength={20} />
                </div>
              )}
              {withContact && <TextInput required unmarked name="email" label="Email" type="email" inputMode="email" autoComplete="email" maxLength={50} />}
              <TextInput required unmarked name="dateOfBirth" label="Date of birth" hint="MM/DD/YY" inputMode="numeric" autoComplete="bday" parse={formatDateInput} placeholder="MM/DD/YY" />
              <div className={styles.row}>
                <TextInput required unmarked name="licenseNumber" label="Real estate licence number" maxLength={40} />
                <TextInput required unmarked name="licenseCity" label="Licence city" autoComplete="address-level2" maxLength={60} />
              </div>
            </>
          )}

          {step === 2 && (
            <>
              <TextInput required unmarked name="firm" label="Firm name" autoComplete="organization" maxLength={100} />
              <TextInput required unmarked name="firmAddress" label="Firm street address" autoComplete="street-address" maxLength={200} />
              <div className={styles.row3}>
                <TextInput required unmarked name="firmCity" label="City" autoComplete="address-level2" maxLength={60} />
                <SelectInput required unmarked name="firmState" label="State" options={FIRM_STATES} />
                <TextInput required unmarked name="firmZip" label="Zip" inputMode="numeric" autoComplete="postal-code" maxLength={5} />
              </div>
              <TextInput required unmarked name="inBusinessSince" label="In business since" hint="MM/DD/YY; at least 2 years ago" inputMode="numeric" parse={formatDateInput} placeholder="MM/DD/YY" />
              <Checkbox
                name="brokerAgreementAccepted"
                label={
                  <>
                    I have read and accept the{' '}
                    <Link to={agentPagePaths.brokerAgreement} target="_blank" rel="noopener">
                      broker agreement (opens in a new tab)
                    </Link>
                    .
                  </>
                }
              />
            </>
          )}

          {step === 3 && settings.data && (
            <>
              <p className={styles.fee}>
                Application fee: <strong>{formatCents(settings.data.amountCents, settings.data.currency)}</strong>, charged once when you send your application.
              </p>
              <TextInput required unmarked name="nameOnCard" label="Name on card" autoComplete="cc-name" maxLength={60} />
              <CardFields key={attempt} ref={card} settings={settings.data} />
              <TextInput required unmarked name="billingZip" label="Billing zip" inputMode="numeric" autoComplete="postal-code" maxLength={5} />
            </>
          )}
          {step === 3 && settings.isError && <p className={styles.failure}>{SOMETHING_WENT_WRONG_MESSAGE}</p>}

          <div className={styles.failureSlot} aria-live="assertive">
            {failure && (
              <p className={styles.failure} role="alert">
                {failure}
              </p>
            )}
          </div>

          <div className={classes(layoutStyles.actions, styles.actions)}>
            {step > 1 && (
              <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={submitting}>
                Back
              </Button>
            )}
            <Button type="submit" busy={submitting}>
              {step < lastStep ? 'Next' : mode === 'apply' ? `Pay${settings.data ? ` ${formatCents(settings.data.amountCents, settings.data.currency)}` : ''} and apply` : 'Send my details'}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
