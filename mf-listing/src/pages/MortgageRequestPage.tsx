import { paths } from '@homeward/contracts';
import { useSearchParams } from 'react-router';
import { MortgageForm } from '../features/mortgage/MortgageForm';
import { RequestPage } from './RequestPage';

/** `/mortgage/request` (`?mls=` fills in the home, `?lenderId=` the referring lender). */
export default function MortgageRequestPage() {
  const [params] = useSearchParams();
  return (
    <RequestPage
      title="Request a mortgage"
      mls={params.get('mls')}
      listingRequired={false}
      confirmPath={paths.listing.mortgageConfirm.href}
      intro="Answer a few questions and lenders who work with Homeward send you their rates. Asking does not affect your credit score."
    >
      {(listing, onSent) => (
        <MortgageForm
          listing={listing}
          lenderId={params.get('lenderId')}
          onSent={onSent}
        />
      )}
    </RequestPage>
  );
}
