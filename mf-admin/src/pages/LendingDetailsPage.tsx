import { MortgageRequests } from '../features/requests/MortgageRequests';
import { RequestViewsNav } from '../features/requests/RequestViewsNav';
import { AdminFrame } from '../shared/AdminFrame';

/** /admin/lend/lending-details: every mortgage request, which lender has it and its outcome. */
export default function LendingDetailsPage() {
  return (
    <AdminFrame title="Mortgage requests" intro="Every mortgage request, the lender or broker handling it and how it ended.">
      <RequestViewsNav />
      <MortgageRequests />
    </AdminFrame>
  );
}
