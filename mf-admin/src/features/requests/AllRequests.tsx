import { REQUEST_INTENTS } from '@homeward/contracts';
import { requestIntentLabel } from '@homeward/domain';
import { choicesWithAny, ListParamsToolbar, SORT_BY_DATE, type ListSelect } from '../../shared/ListControls';
import { pagerOf, toQuery, useListParams } from '../../shared/listParams';
import { RequestsTable } from './RequestsTable';

const INTENTS = choicesWithAny('Every kind', REQUEST_INTENTS, requestIntentLabel);
const ASSIGNMENTS = [
  { value: 'all', label: 'Assigned or not' },
  { value: 'unassigned', label: 'Unassigned' },
  { value: 'assigned', label: 'Assigned' },
];
const KIND: ListSelect<'intent'> = { key: 'intent', label: 'Kind', choices: INTENTS };
const ASSIGNMENT: ListSelect<'assignment'> = { key: 'assignment', label: 'Assignment', choices: ASSIGNMENTS };

/** Every buyer request (offer, tour, inspection, mortgage, enquiry), searchable and filtered, with its state and assignment. */
export function AllRequests() {
  const list = useListParams({ search: '', intent: 'any', assignment: 'all', sort: 'newest' });
  const [params] = list;
  return (
    <>
      <ListParamsToolbar list={list} searchLabel="Search by buyer, MLS number, request number or partner" selects={[KIND, ASSIGNMENT, SORT_BY_DATE]} />
      <RequestsTable
        caption="Buyer requests"
        query={toQuery(params)}
        {...pagerOf(list)}
        emptyText={params.search || params.intent !== 'any' || params.assignment !== 'all' ? 'Try another search or filter.' : 'Offers, tours, inspections, mortgages and enquiries appear here as buyers send them.'}
      />
    </>
  );
}
