import { paths } from '@homeward/contracts';
import { useNavigate } from 'react-router';
import { Modal as Dialog } from '@homeward/ui';
import { TourForm } from './TourForm';

export function TourModal({ open, onClose, mls, address }: { open: boolean; onClose: () => void; mls: string; address: string }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} title="Schedule a tour" subtitle={address}>
      <TourForm mls={mls} onSent={(stored) => navigate(paths.listing.tourConfirm.href(stored.id))} />
    </Dialog>
  );
}
