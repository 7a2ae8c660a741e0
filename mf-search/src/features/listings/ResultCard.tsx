import { memo } from 'react';
import { Link } from 'react-router';
import { type ListingSummary, paths } from '@homeward/contracts';
import { SaveHomeButton } from '@homeward/platform';
import { ListingCard as Card, streetOf, type ListingCardBadge } from '@homeward/ui/listing';
import { listingBadges } from './listingBadges';
import { setHovered, useIsHovered, useIsSelected } from '../../shared/selectionStore';
import { useAttributedPath } from '../../shared/useAttributedPath';

/** A result card with every field of spec 2.7: the kernel's listing card, kept in step with the map. */
export const ResultCard = memo(function ResultCard({
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
  const news = listingBadges(listing, new Date());
  const badges: ListingCardBadge[] = [];
  if (nearby) badges.push({ label: 'Nearby', tone: 'nearby' });
  if (newSinceVisit) badges.push({ label: 'New since your last visit', tone: 'new' });
  if (news.isNew) badges.push({ label: 'New on market', tone: 'new' });
  if (news.live) badges.push({ label: 'Live stream', tone: 'live' });
  if (news.openHouse) badges.push({ label: news.openHouse, tone: 'open' });

  return (
    <Card
      listing={listing}
      href={withReferrer(paths.listing.property.href(listing.mls))}
      link={Link}
      idPrefix="listing"
      testId="listing-card"
      priority={priority}
      active={hovered || selected}
      badges={badges}
      favorite={<SaveHomeButton mls={listing.mls} address={streetOf(listing)} />}
      showMarketLine
      onMouseEnter={() => setHovered(listing.mls)}
      onMouseLeave={() => setHovered(null)}
      onFocus={() => setHovered(listing.mls)}
      onBlur={() => setHovered(null)}
    />
  );
});
