import { useSearchParams } from 'react-router';
import { usePageTitle } from '@homeward/platform';
import { RequestConfirmation } from '../features/confirm/RequestConfirmation';

export default function InspectionConfirmPage() {
  const [params] = useSearchParams();
  usePageTitle('Inspection requested');
  return (
    <RequestConfirmation
      id={params.get('id') ?? undefined}
      title="Your inspection is requested"
      next={<p>An inspector contacts you to confirm the day. The written report follows the visit, usually within two days.</p>}
    />
  );
}
