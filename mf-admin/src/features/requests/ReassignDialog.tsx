import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminRequestRow } from '@homeward/contracts/signed-in';
import { partnerTypeLabel, partnerTypesForIntent, requestIntentLabel } from '@homeward/domain';
import { bus } from '@homeward/platform';
import { Button, Modal, Spinner, fieldStyles } from '@homeward/ui';
import { partnersQuery, useAssignRequest } from '../../shared/api';
import { errorText } from '../../shared/DataTable';
import { shortId } from '../../shared/format';
import styles from '../../shared/Admin.module.css';

const UNASSIGNED = '';

/** Picks the partner (of a type that handles this request) a request goes to, or takes it back. */
export function ReassignDialog({ request, onClose }: { request: AdminRequestRow; onClose: () => void }) {
  const types = partnerTypesForIntent(request.intent);
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [choice, setChoice] = useState<string>(request.assignedPartnerId ?? UNASSIGNED);
  const [failure, setFailure] = useState('');
  const partners = useQuery(partnersQuery({ partnerType: types.join(','), search: applied || undefined, pageSize: 50, sort: 'name' }));
  const assign = useAssignRequest();
  const searchId = useId();
  const legendId = useId();

  return (
    <Modal open onClose={() => !assign.isPending && onClose()} title={`${request.assignedPartnerId ? 'Reassign' : 'Assign'} ${requestIntentLabel(request.intent).toLowerCase()} request #${shortId(request.id)}`} subtitle={`It can go to a ${types.map(partnerTypeLabel).join(' or ').toLowerCase()}.`}>
      <div className={styles.dialogBody}>
        <form
          role="search"
          className={styles.control}
          onSubmit={(event) => {
            event.preventDefault();
            setApplied(search.trim());
          }}
        >
          <label htmlFor={searchId} className={styles.controlLabel}>
            Find a partner by name, company, email or phone
          </label>
          <div className={styles.searchRow}>
            <input id={searchId} type="search" className={fieldStyles.input} value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
        </form>
        <fieldset className={styles.fieldset} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>
            Send it to
          </legend>
          {partners.isLoading ? (
            <div className={styles.choice} role="status">
              <Spinner size={18} label="" /> Loading partners…
            </div>
          ) : partners.error ? (
            <p className={styles.alert}>{errorText(partners.error)}</p>
          ) : (
            <ul className={styles.choiceList}>
              <li>
                <label className={styles.choice}>
                  <input type="radio" name="partner" checked={choice === UNASSIGNED} onChange={() => setChoice(UNASSIGNED)} />
                  <span>Nobody yet (unassigned)</span>
                </label>
              </li>
              {partners.data?.items.map((p) => (
                <li key={p.id}>
                  <label className={styles.choice}>
                    <input type="radio" name="partner" checked={choice === p.id} onChange={() => setChoice(p.id)} />
                    <span className={styles.stack}>
                      <span className={styles.strong}>
                        {p.displayName}
                        {p.id === request.assignedPartnerId ? ' (current)' : ''}
                      </span>
                      <span className={styles.muted}>
                        {[partnerTypeLabel(p.partnerType), p.company, p.serviceStates.join(', '), `${p.openRequestCount} open requests`].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
              {partners.data?.items.length === 0 && <li className={styles.muted}>No partner of this kind matches{applied ? ` “${applied}”` : ' yet'}.</li>}
            </ul>
          )}
        </fieldset>
        <p className={styles.alert} role="alert">
          {failure}
        </p>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button
            busy={assign.isPending}
            disabled={choice === (request.assignedPartnerId ?? UNASSIGNED)}
            onClick={async () => {
              setFailure('');
              try {
                const updated = await assign.mutateAsync({ requestId: request.id, partnerProfileId: choice || null });
                bus.publish({ type: 'toast', kind: 'success', message: updated.assignedPartnerName ? `Request #${shortId(request.id)} now goes to ${updated.assignedPartnerName}.` : `Request #${shortId(request.id)} is unassigned.` });
                onClose();
              } catch (error) {
                setFailure(errorText(error));
              }
            }}
          >
            {assign.isPending ? 'Saving…' : 'Save assignment'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
