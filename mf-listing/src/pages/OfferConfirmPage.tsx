import { useParams } from 'react-router';
import { usePageTitle } from '@homeward/platform';
import { RequestConfirmation } from '../features/confirm/RequestConfirmation';

export default function OfferConfirmPage() {
  const { id } = useParams();
  usePageTitle('Offer received');
  return (
    <RequestConfirmation
      id={id}
      title="We have your offer"
      next={<p>Your Homeward agent reviews it with you before it goes to the seller. Nothing is sent to the seller until you agree.</p>}
    />
  );
}
