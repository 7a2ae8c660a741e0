import { useParams } from 'react-router';
import { LenderDetails, useLender } from '../features/requests/LenderDetails';
import { LendersTable } from '../features/requests/LendersTable';
import { RequestsFrame } from '../features/requests/RequestsFrame';

/** One lender, headed by their name and kind. */
function LenderPage({ id }: { id: string }) {
  const lender = useLender(id);
  return (
    <RequestsFrame title={lender.title} intro={lender.intro}>
      <LenderDetails lender={lender} />
    </RequestsFrame>
  );
}

/** /admin/lend/lender-details/:id? — one lender's profile and mortgage requests; without an id, pick a lender. */
export default function LenderDetailsPage() {
  const { id } = useParams();
  if (id) return <LenderPage id={id} />;
  return (
    <RequestsFrame title="Lender details" intro="Choose a lender or loan broker to see their profile and mortgage requests.">
      <LendersTable />
    </RequestsFrame>
  );
}
