import { useMemo } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { SERVICE_STATES, type PartnerApplicationKind } from '@homeward/contracts/signed-in';
import { ApiError, usePageTitle } from '@homeward/platform';
import { Button, buttonClass, VisuallyHidden } from '@homeward/ui';
import { CheckboxField, CheckboxGroupField, FieldDefaults, FormElement, PhoneNumberField, SelectField, TextField } from '@homeward/ui/forms';
import { useMyApplications, useSubmitApplication } from '../api';
import { MAX_STEPS, STEP_TITLES, stepLabels, type Programme } from '../programmes';
import { ApplicationStatus } from './ApplicationStatus';
import { applicationDraft, firstIncompleteStep, readDraft, toBody, validateStep, type ApplicationDraft } from './values';
import styles from './ApplicationFlow.module.css';

const STATE_OPTIONS = SERVICE_STATES.map((s) => ({ value: s, label: s === 'WA' ? 'Washington (WA)' : 'Massachusetts (MA)' }));
const digitsOnly = (max: number) => (v: string) => v.replace(/\D/g, '').slice(0, max);

function StepFields({ step, programme }: { step: 1 | 2 | 3; programme: Programme }) {
  if (step === 1) {
    return (
      <>
        <div className={styles.pair}>
          <TextField name="applicant.firstName" label="First name" required autoComplete="given-name" maxLength={20} hint="2 to 20 characters, no digits." />
          <TextField name="applicant.lastName" label="Last name" required autoComplete="family-name" maxLength={20} hint="2 to 20 characters, no digits." />
        </div>
        <TextField name="applicant.email" label="Email" type="email" required autoComplete="email" maxLength={50} />
        <PhoneNumberField name="applicant.phone" label="Mobile phone" required />
      </>
    );
  }
  if (step === 2) {
    return (
      <>
        <TextField name="business.company" label="Company name" required autoComplete="organization" maxLength={100} />
        <TextField name="business.licenseNumber" label={programme.licenseLabel} hint={programme.licenseHint} required={programme.kind !== 'builder'} maxLength={30} />
        <TextField name="business.address" label="Business street address" required autoComplete="address-line1" maxLength={200} />
        <div className={styles.triple}>
          <TextField name="business.city" label="City" required autoComplete="address-level2" maxLength={60} />
          <SelectField name="business.state" label="State" required options={STATE_OPTIONS} placeholder="Choose…" />
          <TextField name="business.zip" label="Zip code" required autoComplete="postal-code" inputMode="numeric" maxLength={5} parse={digitsOnly(5)} />
        </div>
        <TextField name="business.yearEstablished" label="Year the business started" required inputMode="numeric" maxLength={4} parse={digitsOnly(4)} placeholder="e.g. 2015" />
      </>
    );
  }
  return (
    <>
      <CheckboxGroupField name="additional.serviceStates" legend="States you serve" required options={STATE_OPTIONS} />
      <TextField name="additional.serviceZips" label="Zip codes you serve" hint="Separate them with commas. Leave empty to serve the whole of each state." inputMode="numeric" />
      <CheckboxGroupField name="additional.services" legend={programme.servicesLabel} required options={programme.services.map((s) => ({ value: s, label: s }))} />
      <TextField name="additional.website" label="Website (optional)" type="url" placeholder="https://" maxLength={200} />
      <TextField name="additional.description" label="About your business" hint="20 to 1,000 characters; buyers may read it." required multiline rows={5} maxLength={1000} />
      <CheckboxField name="additional.termsAccepted" label="I confirm these details are true and accept the Homeward partner terms." />
    </>
  );
}

export interface ApplicationFlowProps {
  programme: Programme;
  step: 1 | 2 | 3;
}

/** The breadcrumb of the steps: those done link back, the current one is marked. */
function StepsBreadcrumb({ programme, step }: ApplicationFlowProps) {
  return (
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
  );
}

interface StepFormProps extends ApplicationFlowProps {
  draft: ApplicationDraft;
  onSubmit: (values: ApplicationDraft) => Promise<{ [FORM_ERROR]: string } | undefined>;
}

/** One step's form: its fields, kept in the tab's draft as they are typed, why a send failed, and Back and Next. */
function StepForm({ programme, step, draft, onSubmit }: StepFormProps) {
  const { kind } = programme;
  return (
    <Form<ApplicationDraft>
      key={step}
      initialValues={draft}
      validate={(values) => validateStep(kind, step, values)}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitError, submitting }) => (
        <FormElement className={styles.form} onSubmit={handleSubmit}>
          <FormSpy<ApplicationDraft> subscription={{ values: true }} onChange={({ values }) => applicationDraft(kind).write(values)} />
          <FieldDefaults space="md" reserveError>
            <StepFields step={step} programme={programme} />
          </FieldDefaults>
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
        </FormElement>
      )}
    />
  );
}

/** Sends a step: the draft is kept, the next step opens, and the last step sends the application. */
function useStepSubmit(kind: PartnerApplicationKind, step: 1 | 2 | 3, programme: Programme) {
  const navigate = useNavigate();
  const submit = useSubmitApplication();
  return async function onSubmit(values: ApplicationDraft) {
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
  };
}

/**
 * The three-step partner application of spec 4.4: a breadcrumb of the steps, one titled form per
 * step that refuses to go on until its fields are valid, and a draft kept in this tab across steps
 * and reloads until it is sent.
 */
export function ApplicationFlow({ programme, step }: ApplicationFlowProps) {
  const { kind } = programme;
  usePageTitle(`${STEP_TITLES[step - 1]} · ${programme.name} application`);
  const applications = useMyApplications();
  const onSubmit = useStepSubmit(kind, step, programme);
  // Read once per step page (each step mounts afresh): a new object on every render would reset the form.
  const draft = useMemo(() => readDraft(kind), [kind]);

  // The form does not wait for the applicant's applications; one already sent replaces it.
  const existing = applications.data?.find((a) => a.kind === kind && a.status !== 'rejected');
  if (existing) return <ApplicationStatus application={existing} programme={programme} />;

  const incomplete = firstIncompleteStep(kind, draft);
  if (incomplete !== null && incomplete < step) return <Navigate to={programme.stepPaths[incomplete - 1]} replace />;

  return (
    <div className={styles.flow}>
      <p className={styles.kicker}>{programme.name} application</p>
      <StepsBreadcrumb programme={programme} step={step} />
      <p className={styles.progress}>
        Step {step} of {MAX_STEPS}
      </p>
      <h1 className={styles.title}>{STEP_TITLES[step - 1]}</h1>
      <p className={styles.note}>
        Fields marked <span aria-hidden="true">*</span>
        <VisuallyHidden>with an asterisk</VisuallyHidden> are required.
      </p>
      <StepForm programme={programme} step={step} draft={draft} onSubmit={onSubmit} />
    </div>
  );
}
