import { REQUEST_INTENTS } from '@homeward/contracts';
import { requestIntentLabel } from '@homeward/domain';
import { ListToolbar, SelectControl, SORTS_BY_DATE } from '../../shared/ListControls';
import { RequestsTable } from './RequestsTable';
import { toQuery, useListParams } from '../../shared/listParams';

const INTENTS = [{ value: 'any', label: 'Every kind' }, ...REQUEST_INTENTS.map((i) => ({ value: i, label: requestIntentLabel(i) }))];
const ASSIGNMENTS = [
  { value: 'all', label: 'Assigned or not' },
  { value: 'unassigned', label: 'Unassigned' },
  { value: 'assigned', label: 'Assigned' },
];

/** Every buyer request (offer, tour, inspection, mortgage, enquiry), searchable and filtered, with its state and assignment. */
export function AllRequests() {
  const [params, update] = useListParams({ search: '', intent: 'any', assignment: 'all', sort: 'newest' });
  return (
    <>
      <ListToolbar searchLabel="Search by buyer, MLS number, request number or partner" search={params.search} onSearch={(search) => update({ search })}>
        <SelectControl label="Kind" value={params.intent} choices={INTENTS} onChange={(intent) => update({ intent })} />
        <SelectControl label="Assignment" value={params.assignment} choices={ASSIGNMENTS} onChange={(assignment) => update({ assignment })} />
        <SelectControl label="Sort by" value={params.sort} choices={SORTS_BY_DATE} onChange={(sort) => update({ sort })} />
      </ListToolbar>
      <RequestsTable
        caption="Buyer requests"
        query={toQuery(params)}
        page={Number(params.page)}
        onPage={(page) => update({ page: String(page) })}
        emptyText={params.search || params.intent !== 'any' || params.assignment !== 'all' ? 'Try another search or filter.' : 'Offers, tours, inspections, mortgages and enquiries appear here as buyers send them.'}
      />
    </>
  );
}
