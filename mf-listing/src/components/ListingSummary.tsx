import { paths } from '@homeward/contracts';
import { Link } from 'react-router';
import type { ListingDetail } from '@homeward/contracts';
import { estimateCashBack, formatBaths, formatBeds, formatCurrency, formatSquareFeet } from '@homeward/domain';
import styles from './ListingSummary.module.css';
import { Photo, primitiveStyles } from '@homeward/ui';

/** The home a request is about, beside its form. */
export function ListingSummary({ listing }: { listing: ListingDetail }) {
  const street = [listing.address, listing.unit].filter(Boolean).join(' ');
  return (
    <aside className={styles.card} aria-label="The home">
      {listing.photos[0] && <Photo className={styles.photo} tileClassName={styles.unavailable} src={listing.photos[0]} alt="" width={640} height={400} />}
      <div className={styles.body}>
        <p className={styles.price}>{formatCurrency(listing.listingPrice)}</p>
        <p className={primitiveStyles.smallPrint}>
          {formatBeds(listing.bedrooms)} · {formatBaths(listing.baths)} · {formatSquareFeet(listing.totalSquareFoot)}
        </p>
        <p className={styles.address}>
          <Link to={paths.listing.propertyByAddress.href(listing)}>{street}</Link>
          <br />
          {listing.city}, {listing.state} {listing.zipcode}
        </p>
        <p className={primitiveStyles.smallPrint}>MLS #{listing.mls}</p>
        {estimateCashBack(listing.listingPrice) > 0 && (
          <p className={styles.cashBack}>
            <strong>{formatCurrency(estimateCashBack(listing.listingPrice))}</strong> estimated cash back
          </p>
        )}
      </div>
    </aside>
  );
}
