import type { PublishedRateSheet } from '@homeward/contracts';
import { formatCalendarDay, formatRate } from '@homeward/domain';
import { primitiveStyles, visuallyHiddenClass } from '@homeward/ui';
import styles from './RateSheets.module.css';

export interface RateSheetsProps {
  sheets: readonly PublishedRateSheet[];
  /** The level of the section's heading; each lender's name is one level below. */
  headingLevel?: 2 | 3;
}

/**
 * The rate sheets lenders published, each under the lender's name and the date it took effect.
 * Draws nothing when no lender has published one.
 */
export function RateSheets({ sheets, headingLevel = 2 }: RateSheetsProps) {
  if (sheets.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const Lender = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className={styles.sheets} aria-labelledby="lender-rate-sheets">
      <Heading id="lender-rate-sheets" className={primitiveStyles.sectionTitle}>
        Rates from Homeward lenders
      </Heading>
      <ul className={styles.list}>
        {sheets.map((sheet) => (
          <li key={sheet.lenderId} className={styles.sheet}>
            <Lender className={styles.lender}>{sheet.lenderName}</Lender>
            <p className={styles.date}>Rate sheet effective {formatCalendarDay(sheet.effectiveDate, 'long')}</p>
            {/* A narrow card scrolls its table sideways; the box takes focus so a keyboard can scroll it. */}
            <div className={styles.scroll} tabIndex={0} role="group" aria-label={`${sheet.lenderName} rates`}>
              <table className={styles.table}>
                <caption className={visuallyHiddenClass}>
                  {sheet.lenderName}’s rates effective {formatCalendarDay(sheet.effectiveDate, 'long')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Loan</th>
                    <th scope="col">Rate</th>
                    <th scope="col">APR</th>
                    <th scope="col">Points</th>
                  </tr>
                </thead>
                <tbody>
                  {sheet.products.map((p) => (
                    <tr key={p.product}>
                      <th scope="row">{p.product}</th>
                      <td>{formatRate(p.rate)}%</td>
                      <td>{formatRate(p.apr)}%</td>
                      <td>{p.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.smallPrint}>Published by each lender on their Homeward dashboard. A quote depends on your credit, down payment and the home.</p>
    </section>
  );
}
