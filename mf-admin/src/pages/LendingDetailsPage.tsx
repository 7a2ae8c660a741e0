import { MortgageRequests } from '../features/requests/MortgageRequests';
import { RequestsFrame } from '../features/requests/RequestsFrame';

/** /admin/lend/lending-details: every mortgage request, which lender has it and its outcome. */
export default function LendingDetailsPage() {
  return (
    <RequestsFrame title="Mortgage requests" intro="Every mortgage request, the lender or broker handling it and how it ended.">
      <MortgageRequests />
    </RequestsFrame>
  );
}
