import type { PropertyHistoryEvent } from '@homeward/contracts';
import { compareWrittenDates, formatDate, formatCurrency } from '@homeward/domain';
import styles from './Tables.module.css';

const dateLabel = (iso: string) => formatDate(new Date(`${iso.slice(0, 10)}T12:00:00Z`), 'medium', { utc: true }) || iso;

export function PropertyHistory({ history }: { history: readonly PropertyHistoryEvent[] }) {
  if (history.length === 0) return <p>No sale records are on file for this home.</p>;
  const rows = [...history].sort((a, b) => compareWrittenDates(b.date, a.date));
  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div className={styles.scroll} role="region" aria-label="Property history table" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>Sales and listings of this home, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Event</th>
            <th scope="col" className={styles.number}>
              Price
            </th>
            <th scope="col" className={styles.wrap}>
              Source
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.date}-${row.event}-${row.price}`}>
              <td>{dateLabel(row.date)}</td>
              <td>{row.event}</td>
              <td className={styles.number}>{formatCurrency(row.price)}</td>
              <td className={styles.wrap}>{row.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
