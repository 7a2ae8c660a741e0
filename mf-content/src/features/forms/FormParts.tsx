import { formatPhone } from '@homeward/domain';
import { Button, fieldStyles } from '@homeward/ui';
import { TextField } from './Field';
import styles from './Form.module.css';

/** The props `useFormScreen`'s `field(name)` gives a labelled field. */
export interface BoundField {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** First and last name side by side, both required, as every contact form asks them. */
export function NameRow({ first, last }: { first: BoundField; last: BoundField }) {
  return (
    <div className={styles.row}>
      <TextField {...first} required autoComplete="given-name" maxLength={20} />
      <TextField {...last} required autoComplete="family-name" maxLength={20} />
    </div>
  );
}

/** A US phone number, formatted as it is typed: (206) 555-0142. */
export function PhoneField({ field, required, placeholder }: { field: BoundField; required?: boolean; placeholder?: string }) {
  return (
    <TextField
      {...field}
      required={required}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={14}
      placeholder={placeholder}
      onChange={(event) => field.onChange({ target: { value: formatPhone(event.target.value) } })}
    />
  );
}

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
