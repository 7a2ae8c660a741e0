/** The three rating bands of spec 2.7: up to 3, up to 6, up to 10. */
export type RatingBand = 'low' | 'middle' | 'high';

export function ratingBand(rating: number): RatingBand {
  if (rating <= 3) return 'low';
  if (rating <= 6) return 'middle';
  return 'high';
}

/** Words for each band, so the rating never relies on colour alone. */
export const RATING_BAND_LABELS: Record<RatingBand, string> = {
  low: 'Below average',
  middle: 'Average',
  high: 'Above average',
};
