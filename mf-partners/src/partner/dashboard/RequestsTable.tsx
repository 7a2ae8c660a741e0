import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type PartnerType, paths } from '@homeward/contracts';
import { type PartnerRequest, type PartnerRequestStatus } from '@homeward/contracts/signed-in';
import { bus, ApiError } from '@homeward/platform';
import { Button, Modal, visuallyHiddenClass, VisuallyHidden, classes, layoutStyles } from '@homeward/ui';
import { useAnswerRequest } from '../api';
import { MortgageDocuments } from './MortgageDocuments';
import { COLUMNS, INTENT_LABELS, filterRequests, partnerStatusLabel, requestFields, type Column } from './requestTable';
import styles from './Dashboard.module.css';
import { formatDateTime } from '@homeward/domain';

function StatusBadge({ status }: { status: PartnerRequest['partnerStatus'] }) {
  return <span className={[styles.badge, status === 'Accepted' ? styles.accepted : status === 'Declined' ? styles.declined : styles.waiting].join(' ')}>{partnerStatusLabel(status)}</span>;
}

function RequestDetail({ request, partnerType, onClose }: { request: PartnerRequest; partnerType: PartnerType; onClose: () => void }) {
  const answer = useAnswerRequest(partnerType);
  const [error, setError] = useState<string | null>(null);
  async function respond(partnerStatus: PartnerRequestStatus) {
    setError(null);
    try {
      await answer.mutateAsync({ id: request.id, partnerStatus });
      bus.publish({ type: 'toast', kind: 'success', message: partnerStatus === 'Accepted' ? 'Request accepted. The buyer can see it now.' : 'Request declined. The buyer can see it now.' });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'We could not save your answer. Please try again.');
    }
  }
  const sent = formatDateTime(new Date(request.createdAt), 'medium');
  return (
    <Modal open onClose={onClose} title={`${INTENT_LABELS[request.intent] ?? 'Request'} from ${request.buyer.name}`} subtitle={`Sent ${sent}`} wide>
      <dl className={styles.details}>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={request.partnerStatus} />
          </dd>
        </div>
        <div>
          <dt>{request.intent === 'SellHome' ? 'Seller' : 'Buyer'}</dt>
          <dd>{request.buyer.name}</dd>
        </div>
        {request.buyer.email && (
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${request.buyer.email}`}>{request.buyer.email}</a>
            </dd>
          </div>
        )}
        {request.buyer.phone && (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${request.buyer.phone.replace(/[^\d+]/g, '')}`}>{request.buyer.phone}</a>
            </dd>
          </div>
        )}
        {request.listing && (
          <div>
            <dt>Home</dt>
            <dd>
              <Link to={paths.listing.property.href(request.listing.mls)}>
                {request.listing.address}, {request.listing.city}, {request.listing.state} {request.listing.zipcode}
              </Link>{' '}
              (MLS {request.listing.mls})
            </dd>
          </div>
        )}
        {requestFields(request).map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {request.intent === 'RequestMortgage' && <MortgageDocuments requestId={request.id} />}
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <div className={classes(layoutStyles.actions, styles.actions)}>
        <Button variant="secondary" busy={answer.isPending && answer.variables?.partnerStatus === 'Declined'} disabled={request.partnerStatus === 'Declined'} onClick={() => void respond('Declined')}>
          Decline
        </Button>
        <Button busy={answer.isPending && answer.variables?.partnerStatus === 'Accepted'} disabled={request.partnerStatus === 'Accepted'} onClick={() => void respond('Accepted')}>
          Accept
        </Button>
      </div>
    </Modal>
  );
}

/** The row of filters under the column titles: a search box or a choice of the column's values, and Clear filters. */
function FilterRow({ columns, requests, filters, onFilters }: { columns: Column[]; requests: PartnerRequest[]; filters: Record<string, string>; onFilters: (filters: Record<string, string>) => void }) {
  const base = useId();
  const filtering = Object.values(filters).some((v) => v.trim());
  return (
    <tr className={styles.filters}>
      {columns.map((c) => {
        const id = `${base}-${c.key}`;
        const label = `Filter by ${c.label.toLowerCase()}`;
        const values = [...new Set(requests.map(c.value).filter(Boolean))].sort();
        return (
          <td key={c.key}>
            <label htmlFor={id} className={visuallyHiddenClass}>
              {label}
            </label>
            {c.filter === 'select' ? (
              <select id={id} className={styles.filter} value={filters[c.key] ?? ''} onChange={(e) => onFilters({ ...filters, [c.key]: e.target.value })}>
                <option value="">All</option>
                {values.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            ) : (
              <input id={id} className={styles.filter} type="search" placeholder="Filter" value={filters[c.key] ?? ''} onChange={(e) => onFilters({ ...filters, [c.key]: e.target.value })} />
            )}
          </td>
        );
      })}
      <td>
        {filtering && (
          <Button variant="link" onClick={() => onFilters({})}>
            Clear filters
          </Button>
        )}
      </td>
    </tr>
  );
}

export interface RequestsTableProps {
  partnerType: PartnerType;
  requests: PartnerRequest[];
  caption: string;
  empty: string;
}

/** The requests table of spec 2.8: a filter per column, and a detail popup per request. */
export function RequestsTable({ partnerType, requests, caption, empty }: RequestsTableProps) {
  const columns = COLUMNS[partnerType];
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = filterRequests(requests, columns, filters);
  const open = requests.find((r) => r.id === openId);
  const filtering = Object.values(filters).some((v) => v.trim());

  return (
    <div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {caption}: {shown.length} of {requests.length}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.label}
                </th>
              ))}
              <th scope="col">
                <VisuallyHidden>Open</VisuallyHidden>
              </th>
            </tr>
            <FilterRow columns={columns} requests={requests} filters={filters} onFilters={setFilters} />
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.id}>
                {columns.map((c) => (
                  <td key={c.key} data-label={c.label}>
                    {c.key === 'status' ? <StatusBadge status={r.partnerStatus} /> : c.value(r)}
                  </td>
                ))}
                <td>
                  <Button size="small" variant="secondary" onClick={() => setOpenId(r.id)} aria-label={`Open the ${(INTENT_LABELS[r.intent] ?? 'request').toLowerCase()} from ${r.buyer.name}`}>
                    Open
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && <p className={styles.empty}>{requests.length && filtering ? 'No requests match these filters.' : empty}</p>}
      {open && <RequestDetail request={open} partnerType={partnerType} onClose={() => setOpenId(null)} />}
    </div>
  );
}
