import { paths } from '@homeward/contracts';
import { useSearchParams } from 'react-router';
import { InspectionForm } from '../features/inspection/InspectionForm';
import { RequestPage } from './RequestPage';

/** `/inspections/request` (`?mls=` fills in the home). */
export default function InspectionRequestPage() {
  const [params] = useSearchParams();
  return (
    <RequestPage
      title="Request an inspection"
      mls={params.get('mls')}
      listingRequired={false}
      confirmPath={paths.listing.inspectionConfirm.href}
      intro="A licensed inspector checks the home's structure, systems and safety and sends you a written report, usually within two days of the visit."
    >
      {(listing, onSent) => <InspectionForm listing={listing} onSent={onSent} />}
    </RequestPage>
  );
}
