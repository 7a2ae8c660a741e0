import { useNavigate, useSearchParams } from 'react-router';
import { MortgageForm } from '../features/mortgage/MortgageForm';
import { RequestPage } from './RequestPage';
import { usePageTitle } from '@homeward/platform';

/** `/mortgage/request` (`?mls=` fills in the home, `?lenderId=` the referring lender). */
export default function MortgageRequestPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  usePageTitle('Request a mortgage');
  return (
    <RequestPage
      title="Request a mortgage"
      mls={params.get('mls')}
      listingRequired={false}
      intro="Answer a few questions and lenders who work with Homeward send you their rates. Asking does not affect your credit score."
    >
      {(listing) => (
        <MortgageForm
          listing={listing}
          lenderId={params.get('lenderId')}
          onSent={(stored) => navigate(`/mortgage/request/confirm?id=${encodeURIComponent(stored.id)}`)}
        />
      )}
    </RequestPage>
  );
}
