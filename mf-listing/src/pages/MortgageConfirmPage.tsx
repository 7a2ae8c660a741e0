import { paths } from '@homeward/contracts';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@homeward/platform';
import { RequestConfirmation } from '../features/confirm/RequestConfirmation';

export default function MortgageConfirmPage() {
  const [params] = useSearchParams();
  usePageTitle('Mortgage request sent');
  return (
    <RequestConfirmation
      id={params.get('id') ?? undefined}
      title="Your mortgage request is sent"
      next={
        <p>
          Lenders who work with Homeward review it and send you their rates. Follow it in <Link to={paths.listing.mortgageTasks.href()}>your mortgage tasks</Link>.
        </p>
      }
    />
  );
}
