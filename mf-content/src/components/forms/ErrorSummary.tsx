import { useEffect, useRef } from 'react';
import styles from './Form.module.css';

/**
 * Lists what to fix after a failed submit. It is announced (role="alert") and each entry jumps to
 * its field, while each field also shows its own message.
 */
export function ErrorSummary({ errors, labels, formId }: { errors: Record<string, string | undefined>; labels: Record<string, string>; formId: string }) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [entries.length]);
  if (entries.length === 0) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert">
      <h2>Please fix {entries.length === 1 ? 'this field' : `these ${entries.length} fields`}</h2>
      <ul>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a
              className={styles.summaryLink}
              href={`#${formId}-${name}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(`${formId}-${name}`)?.focus();
              }}
            >
              {labels[name] ?? name}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
