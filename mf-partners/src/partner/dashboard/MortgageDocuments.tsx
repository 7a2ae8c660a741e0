import { useId, useState, type FormEvent } from 'react';
import { requestDocumentBodySchema } from '@homeward/contracts';
import { COMMON_MORTGAGE_DOCUMENTS } from '@homeward/domain';
import { ApiError, useRequestDocuments } from '@homeward/platform';
import { Button, LoadingBlock } from '@homeward/ui';
import { useChangeDocuments } from '../api';
import styles from './Dashboard.module.css';

/**
 * The lender's side of a mortgage request: the documents they ask the buyer for, each ticked
 * when received. The buyer reads the same list on their mortgage tasks.
 */
export function MortgageDocuments({ requestId }: { requestId: string }) {
  const documents = useRequestDocuments(requestId);
  const change = useChangeDocuments(requestId);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  async function run(action: Parameters<typeof change.mutateAsync>[0]) {
    setError(null);
    try {
      await change.mutateAsync(action);
      return true;
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'We could not save this. Please try again.');
      return false;
    }
  }

  async function onAsk(event: FormEvent) {
    event.preventDefault();
    const parsed = requestDocumentBodySchema.safeParse({ label });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Name the document you need.');
    if (await run({ ask: parsed.data.label })) setLabel('');
  }

  if (documents.isPending) return <LoadingBlock label="Loading the documents you asked for…" />;
  if (documents.isError) return <p role="alert">{documents.error instanceof ApiError ? documents.error.message : 'We could not load the documents.'}</p>;
  const items = documents.data.items;
  const asked = new Set(items.map((d) => d.label));
  const received = items.filter((d) => d.receivedAt).length;
  return (
    <section className={styles.documents} aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className={styles.documentsTitle}>
        Documents you ask for ({received} of {items.length} received)
      </h3>
      {items.length === 0 ? (
        <p className={styles.meta}>You have not asked for any documents yet. The buyer sees each one you add on their mortgage tasks.</p>
      ) : (
        <ul className={styles.documentList}>
          {items.map((d) => (
            <li key={d.id}>
              <label className={styles.choice}>
                <input type="checkbox" checked={!!d.receivedAt} disabled={change.isPending} onChange={(e) => void run({ documentId: d.id, received: e.target.checked })} />
                {d.label}
                <span className={styles.meta}>{d.receivedAt ? ' · received' : ' · still needed'}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {COMMON_MORTGAGE_DOCUMENTS.some((d) => !asked.has(d)) && (
        <div className={styles.quickAsk} role="group" aria-label="Ask for a common document">
          {COMMON_MORTGAGE_DOCUMENTS.filter((d) => !asked.has(d)).map((d) => (
            <Button key={d} size="small" variant="secondary" disabled={change.isPending} onClick={() => void run({ ask: d })}>
              + {d}
            </Button>
          ))}
        </div>
      )}
      <form onSubmit={(e) => void onAsk(e)} noValidate className={styles.areaForm}>
        <label htmlFor={inputId} className={styles.zipLabel}>
          Another document
          <input id={inputId} className={styles.filter} value={label} onChange={(e) => setLabel(e.target.value)} aria-describedby={`${inputId}-error`} />
        </label>
        <Button type="submit" variant="secondary" busy={change.isPending && !!change.variables && 'ask' in change.variables && change.variables.ask === label.trim()}>
          Ask for it
        </Button>
      </form>
      <p id={`${inputId}-error`} role="alert" className={styles.error}>
        {error}
      </p>
    </section>
  );
}
