import { useParams } from 'react-router';
import { ApiError } from '@homeward/platform';
import { LoadingBlock } from '@homeward/ui';
import { useListing } from '../features/listing/api';
import { isMlsNumber, mlsFromParams } from '../features/listing/listingPaths';
import { ListingNotFound, LoadFailed } from '../features/listing/components/ListingNotFound';
import { PropertyDetails } from '../features/listing/PropertyDetails';
import { useDocumentTitle } from '../features/listing/useDocumentTitle';

/** `/listingdetails/:state?/:mls?`, `/home/:mls?` and `/:state/:city/:street?/:unit?/home/:mls`. */
export default function PropertyPage() {
  const mls = mlsFromParams(useParams());
  const valid = isMlsNumber(mls);
  const listing = useListing(valid ? mls : undefined);
  useDocumentTitle(
    listing.data ? `${listing.data.address}, ${listing.data.city}, ${listing.data.state} ${listing.data.zipcode}` : valid ? `MLS #${mls}` : 'Home not found',
  );

  if (!valid) return <ListingNotFound mls={mls} />;
  if (listing.error instanceof ApiError && (listing.error.status === 404 || listing.error.status === 400)) return <ListingNotFound mls={mls} />;
  if (listing.isError) return <LoadFailed what="this home" onRetry={() => void listing.refetch()} />;
  if (!listing.data) return <LoadingBlock label="Loading this home…" />;
  return <PropertyDetails listing={listing.data} />;
}
