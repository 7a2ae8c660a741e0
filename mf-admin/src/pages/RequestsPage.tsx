import { AllRequests } from '../features/requests/AllRequests';
import { RequestViewsNav } from '../features/requests/RequestViewsNav';
import { AdminFrame } from '../shared/AdminFrame';

/** /admin/request: every buyer request (offer, tour, inspection, mortgage, enquiry), its state and assignment. */
export default function RequestsPage() {
  return (
    <AdminFrame title="Request dashboard" intro="Every buyer request, where it stands and which partner has it.">
      <RequestViewsNav />
      <AllRequests />
    </AdminFrame>
  );
}
