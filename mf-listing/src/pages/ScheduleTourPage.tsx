import { paths } from '@homeward/contracts';
import { useParams } from 'react-router';
import { TourForm } from '../features/tour/TourForm';
import { RequestPage } from './RequestPage';

/** `/listings/schedule-tour/:mls`: the tour form on its own page, for links and small screens. */
export default function ScheduleTourPage() {
  const { mls } = useParams();
  return (
    <RequestPage
      title="Schedule a tour"
      mls={mls ?? null}
      listingRequired
      confirmPath={paths.listing.tourConfirm.href}
      intro="Pick a day and time. A local Homeward agent confirms within a few hours and meets you at the home, or calls you for a video tour."
    >
      {(listing, onSent) => listing && <TourForm mls={listing.mls} onSent={onSent} />}
    </RequestPage>
  );
}
