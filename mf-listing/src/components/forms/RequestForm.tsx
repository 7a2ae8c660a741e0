import { useRef, useState, type ReactNode } from 'react';
import { Form, FormSpy, type FormRenderProps } from 'react-final-form';
import type { ValidationErrors } from 'final-form';
import type { CreateRequestBody, StoredRequest } from '@homeward/contracts';
import { Button } from '@homeward/ui';
import { FieldDefaults } from '@homeward/ui/forms';
import { useCreateRequest } from '../../shared/requests/api';
import { ensureSignedIn } from '../../shared/requests/signIn';
import { clearDraft, readDraft, writeDraft } from '../../shared/requests/drafts';
import { SendErrorPopup } from './SendErrorPopup';
import styles from './RequestForm.module.css';

export interface RequestFormProps<V extends object> {
  /** sessionStorage key of this form's draft, e.g. `offer:123456`. */
  draftKey: string;
  defaults: V;
  validate: (values: V) => ValidationErrors;
  toBody: (values: V) => CreateRequestBody | Promise<CreateRequestBody>;
  onSent: (stored: StoredRequest) => void;
  /** What is sent, for messages: 'offer', 'tour request'. */
  what: string;
  submitLabel: string;
  /** Shown in the login modal. */
  signInReason: string;
  children: (form: FormRenderProps<V>) => ReactNode;
  className?: string;
}

/**
 * Every buyer request form: a final-form whose values are mirrored to a sessionStorage draft,
 * a sign-in step when the buyer is signed out (the send resumes after it), the post, and the
 * 'Error!' popup on failure. The form is never reset by a failure.
 */
export function RequestForm<V extends object>({
  draftKey,
  defaults,
  validate,
  toBody,
  onSent,
  what,
  submitLabel,
  signInReason,
  children,
  className,
}: RequestFormProps<V>) {
  const [initialValues] = useState<V>(() => ({ ...defaults, ...readDraft<V>(draftKey) }));
  const [error, setError] = useState<unknown>(null);
  const [signInNeeded, setSignInNeeded] = useState(false);
  const create = useCreateRequest();
  const sending = useRef(false);

  async function submit(values: V) {
    if (sending.current) return;
    sending.current = true;
    try {
      writeDraft(draftKey, values);
      setSignInNeeded(false);
      if (!(await ensureSignedIn(signInReason))) {
        setSignInNeeded(true);
        return;
      }
      const stored = await create.mutateAsync(await toBody(values));
      clearDraft(draftKey);
      onSent(stored);
    } catch (failure) {
      setError(failure);
    } finally {
      sending.current = false;
    }
  }

  return (
    <Form<V> onSubmit={submit} initialValues={initialValues} validate={validate}>
      {(form) => (
        <form className={className} onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting || undefined}>
          <FormSpy<V> subscription={{ values: true }} onChange={({ values }) => writeDraft(draftKey, values)} />
          <FieldDefaults space="lg">{children(form)}</FieldDefaults>
          {form.submitFailed && form.hasValidationErrors && (
            <p className={styles.summary} role="alert">
              Some details need your attention. The fields marked in red say what to change.
            </p>
          )}
          {signInNeeded && (
            <p className={styles.notice} role="status">
              Please sign in to send your {what}. Everything you entered is kept; press <strong>{submitLabel}</strong> when you
              are ready.
            </p>
          )}
          <Button type="submit" busy={form.submitting} block className={styles.submit}>
            {form.submitting ? `Sending your ${what}…` : submitLabel}
          </Button>
          <SendErrorPopup error={error} onClose={() => setError(null)} what={what} submitLabel={submitLabel} />
        </form>
      )}
    </Form>
  );
}
