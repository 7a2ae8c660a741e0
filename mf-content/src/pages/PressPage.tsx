import { company } from '../content/company';
import { pressItems, pressKit } from '../content/press';
import styles from './Page.module.css';

export default function PressPage() {
  return (
    <article className={styles.page}>
      <h1>Press</h1>
      <p className={styles.lead}>
        News about Homeward, and facts for reporters. For interviews and images, email{' '}
        <a href={`mailto:${company.pressEmail}`}>{company.pressEmail}</a>.
      </p>
      <h2>In the news</h2>
      <ul className={styles.cards}>
        {pressItems.map((item) => (
          <li key={item.headline} className={styles.card}>
            <h3>{item.headline}</h3>
            <p className={styles.meta}>
              {item.outlet} ·{' '}
              <time dateTime={item.date}>
                {new Date(`${item.date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })}
              </time>
            </p>
            <p>{item.summary}</p>
          </li>
        ))}
      </ul>
      <h2>Homeward at a glance</h2>
      <ul>
        {pressKit.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </article>
  );
}
