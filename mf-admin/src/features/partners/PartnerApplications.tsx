import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@homeward/platform';
import { choicesWithAny, ListParamsToolbar, sortSelect, type ListSelect } from '../../shared/ListControls';
import { pagerOf, toQuery, useListParams } from '../../shared/listParams';
import { ListTable } from '../../shared/ListTable';
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
const KINDS = choicesWithAny('Every kind', PARTNER_APPLICATION_KINDS, (kind) => KIND_LABELS[kind]);
const SORTS = [
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'company:asc', label: 'Company A–Z' },
];
const STATUS: ListSelect<'status'> = { key: 'status', label: 'Status', choices: STATUSES };
const KIND: ListSelect<'kind'> = { key: 'kind', label: 'Kind', choices: KINDS };

/** Inspector, builder, lender and title-and-escrow applications, waiting ones first; approve or reject. */
export function PartnerApplications() {
  const list = useListParams({ q: '', status: 'submitted', kind: 'any', sort: 'createdAt:asc' });
  const [params] = list;
  const query = useQuery(partnerApplicationsQuery(toQuery(params)));
  const [pending, setPending] = useState<{ app: PartnerApplication; status: PartnerDecision } | null>(null);
  const columns = partnerColumns((app, status) => setPending({ app, status }));

  const unavailable = query.error instanceof ApiError && query.error.status === 404;
  return (
    <>
      <ListParamsToolbar list={list} searchKey="q" searchLabel="Search by company, contact, email or licence" selects={[STATUS, KIND, sortSelect(SORTS)]} />
      <ListTable
        caption="Partner applications"
        columns={columns}
        query={query}
        nothingToList={unavailable}
        emptyTitle="No partner applications match."
        emptyText={
          params.q || params.kind !== 'any' || params.status !== 'submitted'
            ? 'Try another search or filter.'
            : 'Applications sent from the become-a-partner pages wait here for your decision.'
        }
        noun="applications"
        {...pagerOf(list)}
      />
      {pending && <DecisionDialog {...pending} onClose={() => setPending(null)} />}
    </>
  );
}
