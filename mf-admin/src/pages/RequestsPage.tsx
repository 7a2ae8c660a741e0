import { AllRequests } from '../features/requests/AllRequests';
import { RequestsFrame } from '../features/requests/RequestsFrame';

/** /admin/request: every buyer request (offer, tour, inspection, mortgage, enquiry), its state and assignment. */
export default function RequestsPage() {
  return (
    <RequestsFrame title="Request dashboard" intro="Every buyer request, where it stands and which partner has it.">
      <AllRequests />
    </RequestsFrame>
  );
}
