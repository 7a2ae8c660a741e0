import type { ListingDetail } from '@homeward/contracts';
import { formatCurrency, formatSquareFeet, homeTypeLabel, listingStatusLabel } from '@homeward/domain';
import { Modal as Dialog, rowClass, primitiveStyles, classes } from '@homeward/ui';
import styles from './Dialogs.module.css';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

export function listingFacts(listing: ListingDetail): [string, string][] {
  const facts: [string, string | null][] = [
    ['MLS number', listing.mls],
    ['Status', listingStatusLabel(listing.status)],
    ['Home type', homeTypeLabel(listing.type)],
    ['Price', formatCurrency(listing.listingPrice)],
    ['Bedrooms', String(listing.bedrooms)],
    ['Bathrooms', String(listing.baths)],
    ['Living area', formatSquareFeet(listing.totalSquareFoot)],
    ['Lot size', listing.lotSquareFoot ? formatSquareFeet(listing.lotSquareFoot) : null],
    ['Floors', listing.floors ? String(listing.floors) : null],
    ['Year built', listing.yearBuilt ? String(listing.yearBuilt) : null],
    ['HOA dues', listing.hoa ? `${formatCurrency(listing.hoa)} a month` : 'None'],
    ['Waterfront', yesNo(listing.waterfront)],
    ['New construction', yesNo(listing.newConstruction)],
    ['Listed', listing.listedDate],
    ['Time on market', listing.timeOnMarket],
    ['Lowest nearby school rating', listing.minSchoolRating ? `${listing.minSchoolRating} out of 10` : null],
    ['Sold on', listing.soldDate],
  ];
  return facts.filter((f): f is [string, string] => !!f[1]);
}

export function DetailsModal({ open, onClose, listing, title }: { open: boolean; onClose: () => void; listing: ListingDetail; title: string }) {
  return (
    <Dialog open={open} onClose={onClose} title="All details" subtitle={title} wide>
      <dl className={styles.facts}>
        {listingFacts(listing).map(([term, value]) => (
          <div key={term} className={rowClass({ justify: 'between', gap: 3 }, primitiveStyles.factRow, styles.fact)}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={classes(primitiveStyles.smallPrint, styles.source)}>
        Facts from {listing.dataSource.name} ({listing.dataSource.licence}).
      </p>
    </Dialog>
  );
}
