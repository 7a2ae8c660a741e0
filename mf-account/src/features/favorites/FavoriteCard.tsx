import { Link } from 'react-router';
import { type Favorite, paths } from '@homeward/contracts';
import { ACTIVE_STATUS_CODES, listingStatusLabel } from '@homeward/domain';
import { useDayFormatter } from '@homeward/platform';
import { Button } from '@homeward/ui';
import { ListingCard, listingCardStyles, streetOf } from '@homeward/ui/listing';

export interface FavoriteCardProps {
  favorite: Favorite;
  removing: boolean;
  /** Among the first cards in view: its photo loads at once. */
  priority?: boolean;
  onRemove: () => void;
}

/** A saved home: the kernel's listing card, with a note when it left the market, when it was saved, and Remove. */
export function FavoriteCard({ favorite, removing, priority = false, onRemove }: FavoriteCardProps) {
  const { listing } = favorite;
  const street = streetOf(listing);
  const onMarket = (ACTIVE_STATUS_CODES as readonly string[]).includes(listing.status);
  const day = useDayFormatter();
  return (
    <ListingCard listing={listing} href={paths.listing.property.href(listing.mls)} link={Link} idPrefix="favorite" testId="favorite-card" headingLevel={2} priority={priority}>
      {!onMarket && <p className={listingCardStyles.note}>This home is {listingStatusLabel(listing.status).toLowerCase()}: it is no longer for sale as listed.</p>}
      <div className={listingCardStyles.foot}>
        <span className={listingCardStyles.muted}>Saved {day(new Date(favorite.addedAt), 'medium')}</span>
        <Button variant="ghost" size="small" busy={removing} onClick={onRemove} data-action="remove" aria-label={`Remove ${street} from favorites`}>
          Remove
        </Button>
      </div>
    </ListingCard>
  );
}
