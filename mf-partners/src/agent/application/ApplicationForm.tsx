import { useEffect, useRef, useState, type RefObject } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { paths } from '@homeward/contracts';
import type { AgentPaymentSettings } from '@homeward/contracts/signed-in';
import { AGENT_STATUS, formatCents, formatDateInput, paymentErrorMessage, SOMETHING_WENT_WRONG_MESSAGE } from '@homeward/domain';
import { clearAgentSignupContext, saveAgentSignupContext, storeLogin, type AgentSignupContext } from '@homeward/platform';
import { Button, LoadingBlock, classes, layoutStyles } from '@homeward/ui';
import { CheckboxField, FieldDefaults, SelectField, TextField } from '@homeward/ui/forms';
import { fetchFeePayment, paymentSettingsQuery, submitAgentDetails, submitAgentSignup } from '../api';
import { CardFields } from '../payment/CardFields';
import type { CardFieldsHandle } from '../payment/types';
import { feeReceipt, PAYMENT_NOT_CONFIRMED_MESSAGE, returnedPayment, waitForFeePayment } from './feePayment';
import styles from '../Agent.module.css';
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

/** A new step's title takes the focus, so keyboard and screen-reader users start at its top. */
function useStepHeading(step: number): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}

/** After the payment: waits for the provider's webhook to reach the API, then shows the receipt. */
function useFinishPaid(setFailure: (failure: string) => void) {
  const navigate = useNavigate();
  return async function finishPaid(intentId: string) {
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
    navigate(paths.agent.thankYou.href());
  };
}

/**
 * Back from the bank's 3-D Secure page: a passed check waits for the webhook; a failed one says so,
 * form kept. True while the passed check is being finished.
 */
function useBankReturn(finishPaid: (intentId: string) => Promise<void>, setFailure: (failure: string) => void): boolean {
  const [returned] = useState(returnedPayment);
  const [finishing, setFinishing] = useState(() => !!returned?.passed);
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
  return finishing;
}

interface FinishOptions {
  mode: ApplicationFormProps['mode'];
  context?: AgentSignupContext;
  withContact: boolean;
  card: RefObject<CardFieldsHandle | null>;
}

/**
 * Sends the application: the details alone ('details'), or the sign-up with the card payment
 * ('apply'), then waits for the payment to be confirmed. Also finishes a payment the bank's
 * 3-D Secure page sent the applicant back from. What failed is `failure`; the form is kept.
 */
function useFinishApplication({ mode, context, withContact, card }: FinishOptions) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const finishPaid = useFinishPaid(setFailure);
  const finishing = useBankReturn(finishPaid, setFailure);
  const inFlight = useRef(false);

  async function sendDetails(details: ReturnType<typeof applicationBody>) {
    await submitAgentDetails({ ...details, ...(context ? { accountRequest: { accessToken: context.verificationToken } } : {}) });
    // Someone who sent their details from a verified phone (not signed in) is known to the
    // under-review page as the applicant they now are; a signed-in one is known by the session.
    if (context) saveAgentSignupContext({ ...context, isAgent: true, agentStatus: AGENT_STATUS.UnderReview });
    else clearAgentSignupContext();
    applicationDraft.clear();
    navigate(paths.agent.underReview.href());
  }

  async function signUpAndPay(values: ApplicationValues, details: ReturnType<typeof applicationBody>) {
    const accountRequest = context
      ? {
          accessToken: context.verificationToken,
          ...(withContact ? { user: { firstName: values.firstName!.trim(), lastName: values.lastName!.trim(), email: values.email!.trim(), phone: context.phone } } : {}),
          deviceToken: null,
        }
      : undefined;
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
  }

  async function finish(values: ApplicationValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(undefined);
    try {
      const details = applicationBody(values);
      if (mode === 'details') await sendDetails(details);
      else await signUpAndPay(values, details);
    } catch {
      setFailure(SOMETHING_WENT_WRONG_MESSAGE);
    } finally {
      inFlight.current = false;
    }
  }

  return { finish, failure, attempt, finishing };
}

/** The steps as a breadcrumb: those done go back to their step, the current one is marked. */
function StepsBreadcrumb({ lastStep, step, onStep }: { lastStep: number; step: number; onStep: (step: number) => void }) {
  return (
    <nav aria-label="Application steps">
      <ol className={styles.breadcrumb}>
        {APPLICATION_STEPS.slice(0, lastStep).map((s, index) => {
          const number = index + 1;
          const label = `${number}. ${s.label}`;
          return (
            <li key={s.label} className={number === step ? styles.current : undefined}>
              {number < step ? (
                <button type="button" className={styles.crumb} onClick={() => onStep(number)}>
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
  );
}

/** Step 1: who the agent is (name and email only for a new account) and their licence. */
function AboutYouFields({ withContact }: { withContact: boolean }) {
  return (
    <>
      {withContact && (
        <div className={styles.row}>
          <TextField required unmarked name="firstName" label="First name" autoComplete="given-name" maxLength={20} />
          <TextField required unmarked name="lastName" label="Last name" autoComplete="family-name" maxLength={20} />
        </div>
      )}
      {withContact && <TextField required unmarked name="email" label="Email" type="email" inputMode="email" autoComplete="email" maxLength={50} />}
      <TextField required unmarked name="dateOfBirth" label="Date of birth" hint="MM/DD/YY" inputMode="numeric" autoComplete="bday" parse={formatDateInput} placeholder="MM/DD/YY" />
      <div className={styles.row}>
        <TextField required unmarked name="licenseNumber" label="Real estate licence number" maxLength={40} />
        <TextField required unmarked name="licenseCity" label="Licence city" autoComplete="address-level2" maxLength={60} />
      </div>
    </>
  );
}

/** Step 2: the agent's firm, and the broker agreement. */
function FirmFields() {
  return (
    <>
      <TextField required unmarked name="firm" label="Firm name" autoComplete="organization" maxLength={100} />
      <TextField required unmarked name="firmAddress" label="Firm street address" autoComplete="street-address" maxLength={200} />
      <div className={styles.row3}>
        <TextField required unmarked name="firmCity" label="City" autoComplete="address-level2" maxLength={60} />
        <SelectField required unmarked name="firmState" label="State" options={FIRM_STATES} placeholder="Choose…" />
        <TextField required unmarked name="firmZip" label="Zip" inputMode="numeric" autoComplete="postal-code" maxLength={5} />
      </div>
      <TextField required unmarked name="inBusinessSince" label="In business since" hint="MM/DD/YY; at least 2 years ago" inputMode="numeric" parse={formatDateInput} placeholder="MM/DD/YY" />
      <CheckboxField
        name="brokerAgreementAccepted"
        label={
          <>
            I have read and accept the{' '}
            <Link to={paths.content.brokerAgreement.href()} target="_blank" rel="noopener">
              broker agreement (opens in a new tab)
            </Link>
            .
          </>
        }
      />
    </>
  );
}

/** Step 3: the fee, and the card it is paid with. */
function PaymentFields({ settings, card, attempt }: { settings: AgentPaymentSettings; card: RefObject<CardFieldsHandle | null>; attempt: number }) {
  return (
    <>
      <p className={styles.fee}>
        Application fee: <strong>{formatCents(settings.amountCents, settings.currency)}</strong>, charged once when you send your application.
      </p>
      <TextField required unmarked name="nameOnCard" label="Name on card" autoComplete="cc-name" maxLength={60} />
      <CardFields key={attempt} ref={card} settings={settings} />
      <TextField required unmarked name="billingZip" label="Billing zip" inputMode="numeric" autoComplete="postal-code" maxLength={5} />
    </>
  );
}

/** The agent application of spec 4.4: three steps with a breadcrumb, a kept draft and the card payment. */
export function ApplicationForm({ mode, context }: ApplicationFormProps) {
  const lastStep = mode === 'apply' ? 3 : 2;
  const withContact = !!context?.isNewUser;
  const [draft] = useState(() => draftOf(mode));
  const [initialValues] = useState<ApplicationValues>(() => draft?.values ?? {});
  const [step, setStep] = useState(() => Math.min(draft?.step ?? 1, lastStep));
  const card = useRef<CardFieldsHandle>(null);
  const { finish, failure, attempt, finishing } = useFinishApplication({ mode, context, withContact, card });
  const heading = useStepHeading(step);
  const settings = useQuery({ ...paymentSettingsQuery, enabled: mode === 'apply' });

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
          <StepsBreadcrumb lastStep={lastStep} step={step} onStep={setStep} />
          <p className={styles.stepCount}>
            Step {step} of {lastStep}
          </p>
          <h2 id="agent-step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
            {APPLICATION_STEPS[step - 1].title}
          </h2>

          <FieldDefaults space="md" reserveError>
            {step === 1 && <AboutYouFields withContact={withContact} />}
            {step === 2 && <FirmFields />}
            {step === 3 && settings.data && <PaymentFields settings={settings.data} card={card} attempt={attempt} />}
          </FieldDefaults>
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
