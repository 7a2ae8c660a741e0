import { FeedStatus } from '../features/feed/FeedStatus';
import { AdminFrame } from '../shared/AdminFrame';

/** /admin/listings-feed: the MLS feed's replication — last sync, records in, what was skipped and why, errors. */
export default function FeedPage() {
  return (
    <AdminFrame title="Listings feed" intro="Listings arrive from the MLS feed; this page looks again every 10 seconds.">
      <FeedStatus />
    </AdminFrame>
  );
}
