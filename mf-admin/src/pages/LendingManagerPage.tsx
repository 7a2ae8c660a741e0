import { LendersTable } from '../features/requests/LendersTable';
import { RequestsFrame } from '../features/requests/RequestsFrame';

/** /admin/lend/lending-manager: lenders and loan brokers with their mortgage requests. */
export default function LendingManagerPage() {
  return (
    <RequestsFrame title="Lending manager" intro="Lenders and loan brokers, and how many mortgage requests each one has.">
      <LendersTable />
    </RequestsFrame>
  );
}
