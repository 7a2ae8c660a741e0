import { ListParamsToolbar, SORT_BY_DATE, type ListSelect } from '../../shared/ListControls';
import { pagerOf, toQuery, useListParams } from '../../shared/listParams';
import { RequestsTable } from './RequestsTable';

const ASSIGNMENTS = [
  { value: 'all', label: 'Assigned or not' },
  { value: 'unassigned', label: 'Waiting for a lender' },
  { value: 'assigned', label: 'With a lender' },
];
const ASSIGNMENT: ListSelect<'assignment'> = { key: 'assignment', label: 'Assignment', choices: ASSIGNMENTS };

/** Every mortgage request, which lender has it and its outcome. */
export function MortgageRequests() {
  const list = useListParams({ search: '', assignment: 'all', sort: 'newest' });
  const [params] = list;
  return (
    <>
      <ListParamsToolbar list={list} searchLabel="Search by buyer, request number or lender" selects={[ASSIGNMENT, SORT_BY_DATE]} />
      <RequestsTable
        caption="Mortgage requests"
        query={{ ...toQuery(params), intent: 'RequestMortgage' }}
        {...pagerOf(list)}
        emptyText={params.search || params.assignment !== 'all' ? 'Try another search or filter.' : 'Mortgage requests appear here as buyers send them.'}
      />
    </>
  );
}
