import { memo } from 'react';
import { Link } from 'react-router';
import { pagePaths, type ListingSummary } from '@homeward/contracts';
import { estimateCashBack, formatCurrency, formatPriceShort, homeTypeLabel } from '@homeward/domain';
import { ListingFacts, StatusBadge, VisuallyHidden } from '@homeward/ui';
import { FavoriteButton } from './FavoriteButton';
import { ImageCarousel } from './ImageCarousel';
import { listingBadges } from './listingBadges';
import { setHovered, useIsHovered, useIsSelected } from './selectionStore';
import styles from './ListingCard.module.css';
import { useAttributedPath } from '../common/useAttributedPath';

/** A result card with every field of spec 2.7. */
export const ListingCard = memo(function ListingCard({
  listing,
  nearby = false,
  priority = false,
  newSinceVisit = false,
}: {
  listing: ListingSummary;
  nearby?: boolean;
  priority?: boolean;
  /** On an opened saved search: the home came into it since the owner's previous visit. */
  newSinceVisit?: boolean;
}) {
  const hovered = useIsHovered(listing.mls);
  const selected = useIsSelected(listing.mls);
  const withReferrer = useAttributedPath();
  const badges = listingBadges(listing, new Date());
  const street = listing.unit ? `${listing.address} #${listing.unit}` : listing.address;

  return (
    <article
      id={`listing-${listing.mls}`}
      className={[styles.card, (hovered || selected) && styles.cardActive].filter(Boolean).join(' ')}
      aria-labelledby={`listing-${listing.mls}-title`}
      data-mls={listing.mls}
      data-testid="listing-card"
      onMouseEnter={() => setHovered(listing.mls)}
      onMouseLeave={() => setHovered(null)}
      onFocus={() => setHovered(listing.mls)}
      onBlur={() => setHovered(null)}
    >
      <div className={styles.media}>
        <ImageCarousel photos={listing.photos} address={street} priority={priority} />
        <div className={styles.badges}>
          <StatusBadge statusClass={badges.statusClass} data-status-class={badges.statusClass ?? undefined}>
            {badges.statusLabel}
          </StatusBadge>
          {nearby && <StatusBadge className={styles.badgeNearby}>Nearby</StatusBadge>}
          {newSinceVisit && <StatusBadge className={styles.badgeNew}>New since your last visit</StatusBadge>}
          {badges.isNew && <StatusBadge className={styles.badgeNew}>New on market</StatusBadge>}
          {badges.live && <StatusBadge className={styles.badgeLive}>Live stream</StatusBadge>}
          {badges.openHouse && <StatusBadge className={styles.badgeOpen}>{badges.openHouse}</StatusBadge>}
        </div>
        <FavoriteButton mls={listing.mls} address={street} />
      </div>
      <div className={styles.body}>
        <p className={styles.price}>
          <span aria-hidden="true">{formatPriceShort(listing.listingPrice)}</span>
          <VisuallyHidden>{formatCurrency(listing.listingPrice)}</VisuallyHidden>
        </p>
        <ListingFacts className={styles.facts} bedrooms={listing.bedrooms} baths={listing.baths} totalSquareFoot={listing.totalSquareFoot} typeLabel={homeTypeLabel(listing.type)} />
        <h3 id={`listing-${listing.mls}-title`} className={styles.address}>
          <Link to={withReferrer(pagePaths.property(listing.mls))} className={styles.link}>
            {street}
            <span className={styles.city}>
              {listing.city}, {listing.state} {listing.zipcode}
            </span>
          </Link>
        </h3>
        <p className={styles.meta}>
          <span>{listing.timeOnMarket} on market</span>
          <span aria-hidden="true">·</span>
          <span>MLS # {listing.mls}</span>
        </p>
        {estimateCashBack(listing.listingPrice) > 0 && (
          <p className={styles.cashBack}>
            <strong>{formatCurrency(estimateCashBack(listing.listingPrice))}</strong> cash back
          </p>
        )}
      </div>
    </article>
  );
});
