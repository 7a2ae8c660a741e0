import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@homeward/platform';
import { DataTable, listState } from '../../shared/DataTable';
import { ListToolbar, Pager, SelectControl } from '../../shared/ListControls';
import { toQuery, useListParams } from '../../shared/listParams';
import { partnerApplicationsQuery } from './api';
import { DecisionDialog } from './DecisionDialog';
import type { PartnerDecision } from './decisions';
import { partnerColumns } from './partnerColumns';
import { KIND_LABELS, PARTNER_APPLICATION_KINDS, type PartnerApplication } from './schemas';

const STATUSES = [
  { value: 'submitted', label: 'Waiting for a decision' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'any', label: 'Every status' },
];
const KINDS = [{ value: 'any', label: 'Every kind' }, ...PARTNER_APPLICATION_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))];
const SORTS = [
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'company:asc', label: 'Company A–Z' },
];

/** Inspector, builder, lender and title-and-escrow applications, waiting ones first; approve or reject. */
export function PartnerApplications() {
  const [params, update] = useListParams({ q: '', status: 'submitted', kind: 'any', sort: 'createdAt:asc' });
  const query = useQuery(partnerApplicationsQuery(toQuery(params)));
  const [pending, setPending] = useState<{ app: PartnerApplication; status: PartnerDecision } | null>(null);
  const columns = partnerColumns((app, status) => setPending({ app, status }));

  const unavailable = query.error instanceof ApiError && query.error.status === 404;
  return (
    <>
      <ListToolbar searchLabel="Search by company, contact, email or licence" search={params.q} onSearch={(q) => update({ q })}>
        <SelectControl label="Status" value={params.status} choices={STATUSES} onChange={(status) => update({ status })} />
        <SelectControl label="Kind" value={params.kind} choices={KINDS} onChange={(kind) => update({ kind })} />
        <SelectControl label="Sort by" value={params.sort} choices={SORTS} onChange={(sort) => update({ sort })} />
      </ListToolbar>
      <DataTable
        caption="Partner applications"
        columns={columns}
        {...listState(query)}
        {...(unavailable ? { rows: [], error: null } : {})}
        rowKey={(a) => a.id}
        empty={
          <>
            <strong>No partner applications match.</strong>
            <span>
              {params.q || params.kind !== 'any' || params.status !== 'submitted'
                ? 'Try another search or filter.'
                : 'Applications sent from the become-a-partner pages wait here for your decision.'}
            </span>
          </>
        }
      />
      <Pager page={Number(params.page)} pageSize={20} total={unavailable ? 0 : query.data?.total} noun="applications" onPage={(page) => update({ page: String(page) })} />
      {pending && <DecisionDialog {...pending} onClose={() => setPending(null)} />}
    </>
  );
}
