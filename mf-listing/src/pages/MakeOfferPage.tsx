import { useNavigate, useSearchParams } from 'react-router';
import { OfferForm } from '../features/offer/OfferForm';
import { RequestPage } from './RequestPage';
import { usePageTitle } from '@homeward/platform';

/** `/listings/make-offer?mls=…` (also `/listings/makeanoffer`). */
export default function MakeOfferPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle('Make an offer');
  return (
    <RequestPage
      title="Make an offer"
      mls={params.get('mls')}
      listingRequired
      intro="Tell us your terms. A Homeward agent reviews your offer with you before it goes to the seller, so you can still change it."
    >
      {(listing) => listing && <OfferForm listing={listing} onSent={(stored) => navigate(`/listings/offer-confirm/${encodeURIComponent(stored.id)}`)} />}
    </RequestPage>
  );
}
