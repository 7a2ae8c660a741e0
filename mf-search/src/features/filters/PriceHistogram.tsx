import type { ListingSearchResult } from '@homeward/contracts';
import styles from './Filters.module.css';

export interface PriceHistogramProps {
  histogram: readonly number[];
  range: ListingSearchResult['histogramRange'];
  low: number | null;
  high: number | null;
}

/** Spec 4.7: how the matches spread over 50 price buckets; buckets inside the chosen range are filled. */
export function PriceHistogram({ histogram, range, low, high }: PriceHistogramProps) {
  const tallest = Math.max(1, ...histogram);
  const inRange = (index: number) => {
    const from = range.min + index * range.bucketSize;
    const to = from + range.bucketSize;
    return (low == null || to >= low) && (high == null || from <= high);
  };
  return (
    <div className={styles.histogram} aria-hidden="true" data-testid="price-histogram">
      {histogram.map((count, index) => (
        <span
          key={index}
          className={[styles.histogramBar, inRange(index) && styles.histogramBarOn].filter(Boolean).join(' ')}
          style={{ height: `${count === 0 ? 0 : Math.max(4, (count / tallest) * 100)}%` }}
        />
      ))}
    </div>
  );
}
