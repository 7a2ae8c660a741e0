import { COMING_SOON_ALT_MESSAGE, COMING_SOON_MESSAGE, COMING_SOON_TITLE } from '@homeward/domain';
import { Modal } from '@homeward/ui';
import { AppStoreLinks } from './AppStoreLinks';

export type ComingSoonVariant = 'sell' | 'app-only';

/** Spec 8's 'Coming soon!' modal: selling, or another feature that lives only in the mobile app. */
export function ComingSoonModal({ variant, open, onClose }: { variant: ComingSoonVariant; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={COMING_SOON_TITLE}>
      <p>{variant === 'sell' ? COMING_SOON_MESSAGE : COMING_SOON_ALT_MESSAGE}</p>
      <AppStoreLinks />
    </Modal>
  );
}
