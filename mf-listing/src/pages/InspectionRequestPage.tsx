import { useNavigate, useSearchParams } from 'react-router';
import { InspectionForm } from '../features/inspection/InspectionForm';
import { RequestPage } from './RequestPage';
import { usePageTitle } from '@homeward/platform';

/** `/inspections/request` (`?mls=` fills in the home). */
export default function InspectionRequestPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle('Request an inspection');
  return (
    <RequestPage
      title="Request an inspection"
      mls={params.get('mls')}
      listingRequired={false}
      intro="A licensed inspector checks the home's structure, systems and safety and sends you a written report, usually within two days of the visit."
    >
      {(listing) => <InspectionForm listing={listing} onSent={(stored) => navigate(`/inspections/request/confirm?id=${encodeURIComponent(stored.id)}`)} />}
    </RequestPage>
  );
}
