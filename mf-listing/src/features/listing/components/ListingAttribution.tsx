import type { ListingDetail } from '@homeward/contracts';
import { formatDateTime } from '@homeward/domain';
import styles from './ListingAttribution.module.css';

/** What the MLS requires beside its listing: who lists it, the service it came from and when it last changed. */
export function ListingAttribution({ attribution }: { attribution: NonNullable<ListingDetail['attribution']> }) {
  const by = [attribution.listAgentName, attribution.listOfficeName].filter(Boolean).join(', ');
  const updated = attribution.lastUpdated ? formatDateTime(new Date(attribution.lastUpdated), 'medium') : null;
  return (
    <p className={styles.attribution}>
      {by && <>Listing courtesy of {by}. </>}
      {attribution.sourceName && <>Source: {attribution.sourceName}{updated ? `, last updated ${updated}` : ''}.</>}
      {!attribution.sourceName && updated && <>Last updated {updated}.</>}
    </p>
  );
}
