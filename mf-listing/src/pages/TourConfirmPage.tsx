import { useParams } from 'react-router';
import { usePageTitle } from '@homeward/platform';
import { RequestConfirmation } from '../features/confirm/RequestConfirmation';

export default function TourConfirmPage() {
  const { id } = useParams();
  usePageTitle('Tour requested');
  return (
    <RequestConfirmation
      id={id}
      title="Your tour is requested"
      next={<p>A local Homeward agent confirms the time with you, usually within a few hours. You can see every request in your account.</p>}
    />
  );
}
