import { Link } from 'react-router';
import { pagePaths, type Favorite } from '@homeward/contracts';
import { ACTIVE_STATUS_CODES, formatCurrency, formatDate, formatPriceShort, listingStatusClass, listingStatusLabel } from '@homeward/domain';
import { Button, ListingFacts, StatusBadge, VisuallyHidden } from '@homeward/ui';
import styles from './Favorites.module.css';

export interface FavoriteCardProps {
  favorite: Favorite;
  removing: boolean;
  onRemove: () => void;
}

/** A saved home: status, price, beds, baths, square feet, address, cash back and photo, linking to its page. */
export function FavoriteCard({ favorite, removing, onRemove }: FavoriteCardProps) {
  const { listing } = favorite;
  const street = listing.unit ? `${listing.address} #${listing.unit}` : listing.address;
  const statusClass = listingStatusClass(listing.status);
  const onMarket = (ACTIVE_STATUS_CODES as readonly string[]).includes(listing.status);
  const titleId = `favorite-${listing.mls}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="favorite-card" data-mls={listing.mls}>
      <div className={styles.media}>
        {listing.photos[0] ? (
          <img src={listing.photos[0]} alt={`Photo of ${street}`} width={400} height={260} loading="lazy" />
        ) : (
          <span className={styles.noPhoto}>No photo yet</span>
        )}
        <StatusBadge className={styles.status} statusClass={statusClass} data-status={listing.status}>
          {listingStatusLabel(listing.status)}
        </StatusBadge>
      </div>
      <div className={styles.body}>
        <p className={styles.price}>
          <span aria-hidden="true">{formatPriceShort(listing.listingPrice)}</span>
          <VisuallyHidden>{formatCurrency(listing.listingPrice)}</VisuallyHidden>
        </p>
        <ListingFacts className={styles.facts} bedrooms={listing.bedrooms} baths={listing.baths} totalSquareFoot={listing.totalSquareFoot} />
        <h2 id={titleId} className={styles.address}>
          <Link to={pagePaths.property(listing.mls)} className={styles.link}>
            {street}
            <span className={styles.city}>
              {listing.city}, {listing.state} {listing.zipcode}
            </span>
          </Link>
        </h2>
        {!onMarket && <p className={styles.offMarket}>This home is {listingStatusLabel(listing.status).toLowerCase()}: it is no longer for sale as listed.</p>}
        {onMarket && listing.cashBack > 0 && (
          <p className={styles.cashBack}>
            <strong>{formatCurrency(listing.cashBack)}</strong> estimated cash back
          </p>
        )}
        <div className={styles.foot}>
          <span className={styles.saved}>Saved {formatDate(new Date(favorite.addedAt), 'medium')}</span>
          <Button variant="ghost" size="small" busy={removing} onClick={onRemove} aria-label={`Remove ${street} from favorites`}>
            Remove
          </Button>
        </div>
      </div>
    </article>
  );
}
