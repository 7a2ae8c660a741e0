import { paths } from '@homeward/contracts';
import { useSearchParams } from 'react-router';
import { OfferForm } from '../features/offer/OfferForm';
import { RequestPage } from './RequestPage';

/** `/listings/make-offer?mls=…` (also `/listings/makeanoffer`). */
export default function MakeOfferPage() {
  const [params] = useSearchParams();
  return (
    <RequestPage
      title="Make an offer"
      mls={params.get('mls')}
      listingRequired
      confirmPath={paths.listing.offerConfirm.href}
      intro="Tell us your terms. A Homeward agent reviews your offer with you before it goes to the seller, so you can still change it."
    >
      {(listing, onSent) => listing && <OfferForm listing={listing} onSent={onSent} />}
    </RequestPage>
  );
}
