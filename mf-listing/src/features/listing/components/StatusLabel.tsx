import { isNewOnMarket, listingStatusClass, listingStatusLabel } from '@homeward/domain';
import styles from './StatusLabel.module.css';

/** Spec 4.1 status label, styled by its class; active listings under 4 days old read 'New'. */
export function StatusLabel({ status, timeOnMarket }: { status: string; timeOnMarket: string }) {
  const styleClass = listingStatusClass(status) ?? 'plain';
  const isNew = status === 'A' && isNewOnMarket(timeOnMarket);
  return (
    <span className={`${styles.label} ${styles[styleClass] ?? styles.plain}`}>
      {isNew ? `New · ${listingStatusLabel(status)}` : listingStatusLabel(status)}
    </span>
  );
}
