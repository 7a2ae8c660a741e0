import { Link, useParams, useSearchParams } from 'react-router';
import { RequestConfirmation } from '../features/confirm/RequestConfirmation';
import { usePageTitle } from '@homeward/platform';

export function TourConfirmPage() {
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

export function OfferConfirmPage() {
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

export function InspectionConfirmPage() {
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

export function MortgageConfirmPage() {
  const [params] = useSearchParams();
  usePageTitle('Mortgage request sent');
  return (
    <RequestConfirmation
      id={params.get('id') ?? undefined}
      title="Your mortgage request is sent"
      next={
        <p>
          Lenders who work with Homeward review it and send you their rates. Follow it in <Link to="/mortgage/tasks">your mortgage tasks</Link>.
        </p>
      }
    />
  );
}
