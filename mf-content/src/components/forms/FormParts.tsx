import { Button, fieldStyles } from '@homeward/ui';
import styles from './Form.module.css';

/** The end of a form: why the last send failed (the answers stay), and the send button. */
export function SubmitRow({
  failure,
  failed,
  busy,
  label,
  busyLabel,
  className = styles.submit,
}: {
  /** What could not be done, e.g. 'send your enquiry'. */
  failed: string;
  /** The error of the last attempt, if it failed. */
  failure: Error | null;
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <>
      {failure && (
        <p className={fieldStyles.error} role="alert">
          We could not {failed}: {failure.message} Your answers are still here; please try again.
        </p>
      )}
      <Button type="submit" className={className} busy={busy}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
