import { LendersTable } from '../features/requests/LendersTable';
import { RequestViewsNav } from '../features/requests/RequestViewsNav';
import { AdminFrame } from '../shared/AdminFrame';

/** /admin/lend/lending-manager: lenders and loan brokers with their mortgage requests. */
export default function LendingManagerPage() {
  return (
    <AdminFrame title="Lending manager" intro="Lenders and loan brokers, and how many mortgage requests each one has.">
      <RequestViewsNav />
      <LendersTable />
    </AdminFrame>
  );
}
