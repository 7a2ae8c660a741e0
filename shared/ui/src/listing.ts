/**
 * `@homeward/ui/listing`: a home's card, with its photos and facts, an entry of its own, so a page
 * that lists no homes (the home page, the manager's pages) downloads none of it.
 */
export { ListingCard, listingCardStyles, streetOf, type ListingCardProps, type ListingCardBadge, type ListingCardLink } from './ListingCard';
export { ListingPhotos, type ListingPhotosProps } from './ListingPhotos';
export { ListingFacts, type ListingFactsProps } from './ListingFacts';
