import type { ListingDetail } from '@homeward/contracts';
import { formatCurrency, isNewOnMarket } from '@homeward/domain';
import { describeOpenHouse, upcomingOpenHouses } from './openHouseSchedule';
import styles from './Sections.module.css';

/** What helps a buyer time their tour, from the listing's own facts. */
export function TourInsights({ listing }: { listing: ListingDetail }) {
  const next = upcomingOpenHouses(listing.openHouses)[0];
  const perSqft = listing.totalSquareFoot > 0 ? Math.round(listing.listingPrice / listing.totalSquareFoot) : null;
  const items = [
    isNewOnMarket(listing.timeOnMarket)
      ? `New on the market: listed ${listing.timeOnMarket} ago. New homes get the most tour requests in their first days.`
      : `On the market for ${listing.daysOnMarket} ${listing.daysOnMarket === 1 ? 'day' : 'days'}.`,
    next ? `Next open house: ${describeOpenHouse(next).when} (${describeOpenHouse(next).type.toLowerCase()}).` : 'No open house is scheduled, so a private tour is the way to see it.',
    'Private tours are available from tomorrow, in person or by video chat, with a local Homeward agent.',
    perSqft ? `Asking ${formatCurrency(perSqft)} per square foot.` : null,
  ].filter((item): item is string => !!item);
  return (
    <ul className={styles.insights}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
