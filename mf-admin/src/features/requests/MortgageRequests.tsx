import { ListToolbar, SelectControl, SORTS_BY_DATE } from '../../shared/ListControls';
import { toQuery, useListParams } from '../../shared/listParams';
import { RequestsTable } from './RequestsTable';

const ASSIGNMENTS = [
  { value: 'all', label: 'Assigned or not' },
  { value: 'unassigned', label: 'Waiting for a lender' },
  { value: 'assigned', label: 'With a lender' },
];

/** Every mortgage request, which lender has it and its outcome. */
export function MortgageRequests() {
  const [params, update] = useListParams({ search: '', assignment: 'all', sort: 'newest' });
  return (
    <>
      <ListToolbar searchLabel="Search by buyer, request number or lender" search={params.search} onSearch={(search) => update({ search })}>
        <SelectControl label="Assignment" value={params.assignment} choices={ASSIGNMENTS} onChange={(assignment) => update({ assignment })} />
        <SelectControl label="Sort by" value={params.sort} choices={SORTS_BY_DATE} onChange={(sort) => update({ sort })} />
      </ListToolbar>
      <RequestsTable
        caption="Mortgage requests"
        query={{ ...toQuery(params), intent: 'RequestMortgage' }}
        page={Number(params.page)}
        onPage={(page) => update({ page: String(page) })}
        emptyText={params.search || params.assignment !== 'all' ? 'Try another search or filter.' : 'Mortgage requests appear here as buyers send them.'}
      />
    </>
  );
}
