import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@homeward/contracts';
import type { AdminPartner } from '@homeward/contracts/signed-in';
import { partnerTypeLabel } from '@homeward/domain';
import { partnersQuery } from './api';
import type { Column } from '../../shared/DataTable';
import { formatDate, formatPhone } from '../../shared/format';
import { ListParamsToolbar, sortSelect, type ListSelect } from '../../shared/ListControls';
import { pagerOf, toQuery, useListParams } from '../../shared/listParams';
import { ListTable } from '../../shared/ListTable';
import { Muted, Stack } from '../../shared/Cells';
import styles from '../../shared/Admin.module.css';

const TYPES = [
  { value: '1,2', label: 'Lenders and loan brokers' },
  { value: '1', label: 'Lenders' },
  { value: '2', label: 'Loan brokers' },
];
const SORTS = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];
const SHOW: ListSelect<'partnerType'> = { key: 'partnerType', label: 'Show', choices: TYPES };

/** Lenders and loan brokers with their mortgage requests; each links to its details. */
export function LendersTable() {
  const list = useListParams({ search: '', partnerType: '1,2', sort: 'name' });
  const [params] = list;
  const query = useQuery(partnersQuery(toQuery(params)));
  const columns: Column<AdminPartner>[] = [
    {
      key: 'name',
      header: 'Lender',
      cell: (p) => (
        <Stack>
          <Link className={styles.textLink} to={paths.admin.lenderDetails.href(p.id)}>
            {p.displayName}
          </Link>
          {p.company && <Muted>{p.company}</Muted>}
        </Stack>
      ),
    },
    { key: 'type', header: 'Type', narrow: true, cell: (p) => partnerTypeLabel(p.partnerType) },
    {
      key: 'contact',
      header: 'Contact',
      cell: (p) => (
        <Stack>
          <span>{p.email ?? '—'}</span>
          <Muted>{formatPhone(p.phone)}</Muted>
        </Stack>
      ),
    },
    { key: 'area', header: 'Serves', cell: (p) => p.serviceStates.join(', ') || '—' },
    { key: 'open', header: 'Open requests', narrow: true, cell: (p) => p.openRequestCount },
    { key: 'total', header: 'All requests', narrow: true, cell: (p) => p.requestCount },
    { key: 'since', header: 'Partner since', narrow: true, cell: (p) => formatDate(p.createdAt) },
  ];
  return (
    <>
      <ListParamsToolbar list={list} searchLabel="Search by name, company, email or phone" selects={[SHOW, sortSelect(SORTS)]} />
      <ListTable
        caption="Lenders and loan brokers"
        columns={columns}
        query={query}
        emptyTitle="No lenders or loan brokers match."
        emptyText={params.search ? 'Try another search.' : 'Lenders and loan brokers appear here once their partner applications are approved.'}
        noun="partners"
        {...pagerOf(list)}
      />
    </>
  );
}
