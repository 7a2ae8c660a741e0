import { useNavigate, useParams } from 'react-router';
import { TourForm } from '../features/tour/TourForm';
import { RequestPage } from './RequestPage';
import { usePageTitle } from '@homeward/platform';

/** `/listings/schedule-tour/:mls`: the tour form on its own page, for links and small screens. */
export default function ScheduleTourPage() {
  const { mls } = useParams();
  const navigate = useNavigate();
  usePageTitle('Schedule a tour');
  return (
    <RequestPage
      title="Schedule a tour"
      mls={mls ?? null}
      listingRequired
      intro="Pick a day and time. A local Homeward agent confirms within a few hours and meets you at the home, or calls you for a video tour."
    >
      {(listing) => listing && <TourForm mls={listing.mls} onSent={(stored) => navigate(`/listings/tour-confirm/${encodeURIComponent(stored.id)}`)} />}
    </RequestPage>
  );
}
