import { comparisonRows } from '../../content/comparison';
import styles from './Home.module.css';

export function ComparisonTable() {
  return (
    <section className={styles.section} aria-labelledby="compare-heading">
      <h2 id="compare-heading">Homeward compared with a traditional agent</h2>
      <div className={styles.tableWrap} role="region" aria-label="Comparison table" tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>What you get and what it costs, side by side</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Homeward</th>
              <th scope="col">Traditional agent</th>
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td>{row.homeward}</td>
                <td>{row.traditional}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
