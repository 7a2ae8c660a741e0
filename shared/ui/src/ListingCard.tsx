import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import type { ListingSummary } from '@homeward/contracts';
import {
  ACTIVE_STATUS_CODES,
  estimateCashBack,
  formatCurrency,
  formatPriceShort,
  homeTypeLabel,
  listingStatusClass,
  listingStatusLabel,
} from '@homeward/domain';
import { ListingFacts } from './ListingFacts';
import { ListingPhotos } from './ListingPhotos';
// The kernel's parts by the package's name: this entry uses the page's one copy of them.
import { classes, layoutStyles, rowClass, StatusBadge, VisuallyHidden } from '@homeward/ui';
import styles from './ListingCard.module.css';

/** A label on the card's photo beside its status: its tone says what kind of news it is. */
export interface ListingCardBadge {
  label: string;
  tone: 'new' | 'live' | 'open' | 'nearby';
}

/** The router's link, passed in by the slice: the kernel's ui knows no router. */
export type ListingCardLink = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

export { PRIORITY_PHOTOS } from './priorityPhotos';

export interface ListingCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'id'> {
  listing: ListingSummary;
  /** Where the address leads (the home's page). */
  href: string;
  link: ListingCardLink;
  /** Names the card's ids (`${idPrefix}-${mls}` and its title's): one page never holds two cards of a prefix for a home. */
  idPrefix: string;
  /** The test id browser tests find the card by. */
  testId: string;
  /** The address heading's level on its page. */
  headingLevel?: 2 | 3;
  /** Among the first cards in view: the first photo loads at once. */
  priority?: boolean;
  /** Hovered here or on the map, or selected there. */
  active?: boolean;
  /** Labels beside the status on the photo, in order. */
  badges?: readonly ListingCardBadge[];
  /** The heart, drawn over the photo's corner (a `FavoriteButton`). */
  favorite?: ReactNode;
  /** Shows how long the home has been on the market and its MLS number under the address. */
  showMarketLine?: boolean;
  /** Below the address and cash back: what this page adds about the home (a note, when it was saved, an action). */
  children?: ReactNode;
}

/** The street line of a home: its address and unit. */
export function streetOf(listing: Pick<ListingSummary, 'address' | 'unit'>): string {
  return listing.unit ? `${listing.address} #${listing.unit}` : listing.address;
}

/** Cash back is an estimate on a home that can still be bought: none is promised on one off the market. */
function cashBackOf(listing: ListingSummary): number {
  const onMarket = (ACTIVE_STATUS_CODES as readonly string[]).includes(listing.status);
  return onMarket ? estimateCashBack(listing.listingPrice) : 0;
}

function CardBadges({ listing, badges }: { listing: ListingSummary; badges: readonly ListingCardBadge[] }) {
  const statusClass = listingStatusClass(listing.status);
  return (
    <div className={styles.badges}>
      <StatusBadge statusClass={statusClass} data-status={listing.status} data-status-class={statusClass ?? undefined}>
        {listingStatusLabel(listing.status)}
      </StatusBadge>
      {badges.map((badge) => (
        <StatusBadge key={badge.label} className={styles[`badge_${badge.tone}`]}>
          {badge.label}
        </StatusBadge>
      ))}
    </div>
  );
}

/**
 * One home as every list of homes shows it (spec 2.7): photos, status and news, price, beds, baths,
 * square feet and type, the address linking to the home's page, and the estimated cash back, all
 * written by the domain's formatters and its one cash-back rule. What differs between pages comes in
 * through the slots: the heart, the badges, and what follows the address.
 */
export function ListingCard({
  listing,
  href,
  link: Link,
  idPrefix,
  testId,
  headingLevel = 3,
  priority = false,
  active = false,
  badges = [],
  favorite,
  showMarketLine = false,
  children,
  className,
  ...rest
}: ListingCardProps) {
  const street = streetOf(listing);
  const titleId = `${idPrefix}-${listing.mls}-title`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cashBack = cashBackOf(listing);
  return (
    <article
      {...rest}
      id={`${idPrefix}-${listing.mls}`}
      className={classes(layoutStyles.card, styles.card, active && styles.cardActive, className)}
      aria-labelledby={titleId}
      data-mls={listing.mls}
      data-testid={testId}
    >
      <div className={styles.media}>
        <ListingPhotos photos={listing.photos} address={street} priority={priority} />
        <CardBadges listing={listing} badges={badges} />
        {favorite}
      </div>
      <div className={styles.body}>
        <p className={styles.price}>
          <span aria-hidden="true">{formatPriceShort(listing.listingPrice)}</span>
          <VisuallyHidden>{formatCurrency(listing.listingPrice)}</VisuallyHidden>
        </p>
        <ListingFacts className={styles.facts} bedrooms={listing.bedrooms} baths={listing.baths} totalSquareFoot={listing.totalSquareFoot} typeLabel={homeTypeLabel(listing.type)} />
        <Heading id={titleId} className={styles.address}>
          <Link to={href} className={styles.link}>
            {street}
            <span className={styles.city}>
              {listing.city}, {listing.state} {listing.zipcode}
            </span>
          </Link>
        </Heading>
        {showMarketLine && (
          <p className={styles.meta}>
            <span>{listing.timeOnMarket} on market</span>
            <span aria-hidden="true">·</span>
            <span>MLS # {listing.mls}</span>
          </p>
        )}
        {cashBack > 0 && (
          <p className={styles.cashBack} data-testid="card-cash-back">
            <strong>{formatCurrency(cashBack)}</strong> estimated cash back
          </p>
        )}
        {children}
      </div>
    </article>
  );
}

/** The card's classes for what a page puts in its slots: `note` (a quiet line), `foot` (a last row of actions). */
export const listingCardStyles = {
  note: styles.note,
  foot: rowClass({ wrap: true, align: 'center', justify: 'between', gap: 2 }, styles.foot),
  muted: styles.muted,
} as const;
