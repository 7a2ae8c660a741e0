import { useParams } from 'react-router';
import { ApiError, usePageTitle } from '@homeward/platform';
import { LoadingBlock } from '@homeward/ui';
import { homePageTitle } from '@homeward/domain';
import { useListing } from '../shared/listingApi';
import { isMlsNumber, mlsFromParams } from '../shared/mlsNumber';
import { ListingNotFound, LoadFailed } from '../components/ListingNotFound';
import { PropertyDetails } from './PropertyDetails';

/** `/listingdetails/:state?/:mls?`, `/home/:mls?` and `/:state/:city/:street?/:unit?/home/:mls`. */
export default function PropertyPage() {
  const mls = mlsFromParams(useParams());
  const valid = isMlsNumber(mls);
  const listing = useListing(valid ? mls : undefined);
  const missing = !valid || (listing.error instanceof ApiError && (listing.error.status === 404 || listing.error.status === 400));
  // The title the server drew: the home's address, price and city.
  usePageTitle(listing.data ? homePageTitle(listing.data) : missing ? 'Home not found' : `MLS #${mls}`);

  if (missing) return <ListingNotFound mls={mls} />;
  if (listing.isError) return <LoadFailed what="this home" onRetry={() => void listing.refetch()} />;
  if (!listing.data) return <LoadingBlock label="Loading this home…" />;
  return <PropertyDetails listing={listing.data} />;
}
