import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { partnerTypeLabel } from '@homeward/domain';
import { Spinner, fieldStyles, stackClass, primitiveStyles } from '@homeward/ui';
import { errorText } from '../../shared/DataTable';
import { SearchForm } from '../../shared/ListControls';
import { partnersQuery } from './api';
import styles from '../../shared/Admin.module.css';

/** The choice that takes a request back from its partner. */
export const UNASSIGNED = '';

export interface PartnerChoicesProps {
  types: readonly number[];
  current: string | null;
  choice: string;
  onChoose: (id: string) => void;
}

/** The partners of the given types, searchable, as one radio group with "nobody yet" first. */
export function PartnerChoices({ types, current, choice, onChoose }: PartnerChoicesProps) {
  const [applied, setApplied] = useState('');
  const partners = useQuery(partnersQuery({ partnerType: types.join(','), search: applied || undefined, pageSize: 50, sort: 'name' }));
  const legendId = useId();
  const radio = (id: string, label: ReactNode) => (
    <label className={styles.choice}>
      <input type="radio" name="partner" checked={choice === id} onChange={() => onChoose(id)} />
      {label}
    </label>
  );
  return (
    <>
      <SearchForm label="Find a partner by name, company, email or phone" onSearch={setApplied} />
      <fieldset className={stackClass(2, primitiveStyles.bareFieldset)} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          Send it to
        </legend>
        {partners.isLoading ? (
          <div className={styles.choice} role="status">
            <Spinner size={18} label="" /> Loading partners…
          </div>
        ) : partners.error ? (
          <p className={fieldStyles.alert}>{errorText(partners.error)}</p>
        ) : (
          <ul className={styles.choiceList}>
            <li>{radio(UNASSIGNED, <span>Nobody yet (unassigned)</span>)}</li>
            {partners.data?.items.map((p) => (
              <li key={p.id}>
                {radio(
                  p.id,
                  <span className={styles.stack}>
                    <span className={styles.strong}>
                      {p.displayName}
                      {p.id === current ? ' (current)' : ''}
                    </span>
                    <span className={styles.muted}>
                      {[partnerTypeLabel(p.partnerType), p.company, p.serviceStates.join(', '), `${p.openRequestCount} open requests`].filter(Boolean).join(' · ')}
                    </span>
                  </span>,
                )}
              </li>
            ))}
            {partners.data?.items.length === 0 && <li className={styles.muted}>No partner of this kind matches{applied ? ` “${applied}”` : ' yet'}.</li>}
          </ul>
        )}
      </fieldset>
    </>
  );
}
