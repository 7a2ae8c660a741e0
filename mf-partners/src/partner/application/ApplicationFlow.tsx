import { useMemo, useRef } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { SERVICE_STATES } from '@homeward/contracts/signed-in';
import { ApiError, usePageTitle } from '@homeward/platform';
import { Button, buttonClass, focusFirstInvalid, VisuallyHidden } from '@homeward/ui';
import { useMyApplications, useSubmitApplication } from '../api';
import { MAX_STEPS, STEP_TITLES, stepLabels, type Programme } from '../programmes';
import { ApplicationStatus } from './ApplicationStatus';
import { applicationDraft, firstIncompleteStep, readDraft, toBody, validateStep, type ApplicationDraft } from './values';
import { Checkbox, CheckboxGroup, PhoneInput, SelectInput, TextInput } from '../../forms/Fields';
import styles from './ApplicationFlow.module.css';

const STATE_OPTIONS = SERVICE_STATES.map((s) => ({ value: s, label: s === 'WA' ? 'Washington (WA)' : 'Massachusetts (MA)' }));
const digitsOnly = (max: number) => (v: string) => v.replace(/\D/g, '').slice(0, max);

function StepFields({ step, programme }: { step: 1 | 2 | 3; programme: Programme }) {
  if (step === 1) {
    return (
      <>
        <div className={styles.pair}>
          <TextInput name="applicant.firstName" label="First name" required autoComplete="given-name" maxLength={20} hint="2 to 20 characters, no digits." />
          <TextInput name="applicant.lastName" label="Last name" required autoComplete="family-name" maxLength={20} hint="2 to 20 characters, no digits." />
        </div>
        <TextInput name="applicant.email" label="Email" type="email" required autoComplete="email" maxLength={50} />
        <PhoneInput name="applicant.phone" label="Mobile phone" required />
      </>
    );
  }
  if (step === 2) {
    return (
      <>
        <TextInput name="business.company" label="Company name" required autoComplete="organization" maxLength={100} />
        <TextInput name="business.licenseNumber" label={programme.licenseLabel} hint={programme.licenseHint} required={programme.kind !== 'builder'} maxLength={30} />
        <TextInput name="business.address" label="Business street address" required autoComplete="address-line1" maxLength={200} />
        <div className={styles.triple}>
          <TextInput name="business.city" label="City" required autoComplete="address-level2" maxLength={60} />
          <SelectInput name="business.state" label="State" required options={STATE_OPTIONS} />
          <TextInput name="business.zip" label="Zip code" required autoComplete="postal-code" inputMode="numeric" maxLength={5} parse={digitsOnly(5)} />
        </div>
        <TextInput name="business.yearEstablished" label="Year the business started" required inputMode="numeric" maxLength={4} parse={digitsOnly(4)} placeholder="e.g. 2015" />
      </>
    );
  }
  return (
    <>
      <CheckboxGroup name="additional.serviceStates" legend="States you serve" required options={STATE_OPTIONS} />
      <TextInput name="additional.serviceZips" label="Zip codes you serve" hint="Separate them with commas. Leave empty to serve the whole of each state." inputMode="numeric" />
      <CheckboxGroup name="additional.services" legend={programme.servicesLabel} required options={programme.services.map((s) => ({ value: s, label: s }))} />
      <TextInput name="additional.website" label="Website (optional)" type="url" placeholder="https://" maxLength={200} />
      <TextInput name="additional.description" label="About your business" hint="20 to 1,000 characters; buyers may read it." required multiline maxLength={1000} />
      <Checkbox name="additional.termsAccepted" label="I confirm these details are true and accept the Homeward partner terms." />
    </>
  );
}

export interface ApplicationFlowProps {
  programme: Programme;
  step: 1 | 2 | 3;
}

/**
 * The three-step partner application of spec 4.4: a breadcrumb of the steps, one titled form per
 * step that refuses to go on until its fields are valid, and a draft kept in this tab across steps
 * and reloads until it is sent.
 */
export function ApplicationFlow({ programme, step }: ApplicationFlowProps) {
  const { kind } = programme;
  usePageTitle(`${STEP_TITLES[step - 1]} · ${programme.name} application`);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const applications = useMyApplications();
  const submit = useSubmitApplication();
  // Read once per step page (each step mounts afresh): a new object on every render would reset the form.
  const draft = useMemo(() => readDraft(kind), [kind]);

  // The form does not wait for the applicant's applications; one already sent replaces it.
  const existing = applications.data?.find((a) => a.kind === kind && a.status !== 'rejected');
  if (existing) return <ApplicationStatus application={existing} programme={programme} />;

  const incomplete = firstIncompleteStep(kind, draft);
  if (incomplete !== null && incomplete < step) return <Navigate to={programme.stepPaths[incomplete - 1]} replace />;

  async function onSubmit(values: ApplicationDraft) {
    applicationDraft(kind).write(values);
    if (step < MAX_STEPS) {
      navigate(programme.stepPaths[step === 1 ? 1 : 2]);
      return undefined;
    }
    try {
      await submit.mutateAsync(toBody(kind, values));
      applicationDraft(kind).clear();
      window.scrollTo({ top: 0 });
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: error instanceof ApiError ? error.message : 'Sorry, something went wrong. Please try again or contact support.' };
    }
  }

  return (
    <div className={styles.flow}>
      <p className={styles.kicker}>{programme.name} application</p>
      <nav aria-label="Application steps" className={styles.breadcrumb}>
        <ol>
          {stepLabels(programme).map((label, index) => {
            const n = index + 1;
            return (
              <li key={label} className={n === step ? styles.current : n < step ? styles.done : undefined}>
                {n < step ? (
                  <Link to={programme.stepPaths[index]}>
                    {n}. {label}
                  </Link>
                ) : (
                  <span aria-current={n === step ? 'step' : undefined}>
                    {n}. {label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <p className={styles.progress}>
        Step {step} of {MAX_STEPS}
      </p>
      <h1 className={styles.title}>{STEP_TITLES[step - 1]}</h1>
      <p className={styles.note}>
        Fields marked <span aria-hidden="true">*</span>
        <VisuallyHidden>with an asterisk</VisuallyHidden> are required.
      </p>
      <Form<ApplicationDraft>
        key={step}
        initialValues={draft}
        validate={(values) => validateStep(kind, step, values)}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitError, submitting }) => (
          <form
            ref={formRef}
            noValidate
            className={styles.form}
            onSubmit={(event) => {
              void handleSubmit(event);
              focusFirstInvalid(formRef.current);
            }}
          >
            <FormSpy<ApplicationDraft> subscription={{ values: true }} onChange={({ values }) => applicationDraft(kind).write(values)} />
            <StepFields step={step} programme={programme} />
            <div role="alert" className={styles.formError}>
              {submitError}
            </div>
            <div className={styles.actions}>
              {step > 1 && (
                <Link to={programme.stepPaths[step - 2]} className={buttonClass('secondary')}>
                  Back
                </Link>
              )}
              <Button type="submit" busy={submitting}>
                {step < MAX_STEPS ? 'Next' : 'Send application'}
              </Button>
            </div>
          </form>
        )}
      />
    </div>
  );
}
