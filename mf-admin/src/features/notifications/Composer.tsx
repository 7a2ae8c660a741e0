import { Form } from 'react-final-form';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useSearchParams } from 'react-router';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '@homeward/contracts/signed-in';
import { bus } from '@homeward/platform';
import { Button, fieldStyles } from '@homeward/ui';
import { errorText } from '../../shared/DataTable';
import { TextField } from '@homeward/ui/forms';
import { AdminForm } from '../../shared/AdminForm';
import { useSendNotification } from './api';
import { AudienceFields } from './AudienceFields';
import { initialNotice, noticeToSend, sentMessage, validateNotice, type NoticeValues } from './notice';
import styles from '../../shared/Admin.module.css';

/** A new notice to one user or a group; once sent, the form clears its title and message for the next one. */
export function Composer() {
  const [searchParams] = useSearchParams();
  const send = useSendNotification();
  const onSubmit = async (values: NoticeValues, form: FormApi<NoticeValues>) => {
    try {
      const sent = await send.mutateAsync(noticeToSend(values));
      bus.publish({ type: 'toast', kind: 'success', message: sentMessage(sent.recipientCount) });
      setTimeout(() => form.restart({ ...values, title: '', body: '' }));
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: errorText(error) };
    }
  };
  return (
    <section className={styles.card} aria-labelledby="compose-title">
      <h2 id="compose-title" className={styles.cardTitle}>
        New notice
      </h2>
      <Form<NoticeValues>
        initialValues={initialNotice(searchParams)}
        validate={validateNotice}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting, submitError }) => (
          <AdminForm onSubmit={handleSubmit}>
            <AudienceFields />
            <TextField name="title" label="Title" maxLength={NOTICE_TITLE_MAX} />
            <TextField name="body" label="Message" multiline maxLength={NOTICE_BODY_MAX} hint="Shown as plain text in each recipient's account." />
            <p className={fieldStyles.alert} role="alert">
              {submitError ?? ''}
            </p>
            <div>
              <Button type="submit" busy={submitting}>
                {submitting ? 'Sending…' : 'Send notice'}
              </Button>
            </div>
          </AdminForm>
        )}
      />
    </section>
  );
}
