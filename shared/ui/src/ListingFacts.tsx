import { formatBaths, formatBeds, formatSquareFeet } from '@homeward/domain';

export interface ListingFactsProps {
  bedrooms: number;
  /** Decimal, as listed (spec 3): 2.75 reads '2.75 baths'. */
  baths: number;
  totalSquareFoot: number;
  /** The home type's label, where the card shows it. */
  typeLabel?: string;
  /** The row's layout (the card's own class). */
  className?: string;
}

/**
 * A home's beds, baths and square feet as every listing card writes them: one wording, from the
 * domain's formatters, for the search results and the saved homes alike.
 */
export function ListingFacts({ bedrooms, baths, totalSquareFoot, typeLabel, className }: ListingFactsProps) {
  return (
    <p className={className} data-testid="listing-facts">
      <span>{formatBeds(bedrooms)}</span>
      <span>{formatBaths(baths)}</span>
      <span>{formatSquareFeet(totalSquareFoot)}</span>
      {typeLabel && <span>{typeLabel}</span>}
    </p>
  );
}
