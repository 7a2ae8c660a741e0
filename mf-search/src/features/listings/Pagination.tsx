import { Link } from 'react-router';
import styles from './Results.module.css';
import { VisuallyHidden } from '@homeward/ui';

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(current: number, total: number): Array<number | 'gap'> {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1] > 1) out.push('gap');
    out.push(page);
  });
  return out;
}

export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Result pages">
      <ul className={styles.pages}>
        <li>
          {page > 1 ? (
            <Link className={styles.pageLink} to={hrefFor(page - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>Previous<VisuallyHidden> page</VisuallyHidden>
            </Link>
          ) : (
            <span className={[styles.pageLink, styles.pageDisabled].join(' ')} aria-disabled="true">
              <span aria-hidden="true">‹ </span>Previous<VisuallyHidden> page</VisuallyHidden>
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((entry, i) =>
          entry === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                className={[styles.pageLink, entry === page && styles.pageCurrent].filter(Boolean).join(' ')}
                to={hrefFor(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={`Page ${entry}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link className={styles.pageLink} to={hrefFor(page + 1)} rel="next">
              Next<VisuallyHidden> page</VisuallyHidden>
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span className={[styles.pageLink, styles.pageDisabled].join(' ')} aria-disabled="true">
              Next<VisuallyHidden> page</VisuallyHidden>
              <span aria-hidden="true"> ›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
