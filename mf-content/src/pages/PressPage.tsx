import { company } from '../content/company';
import { pressKit, pressReleases } from '../content/press';
import styles from '../shared/Page.module.css';
import { classes, layoutStyles, stackClass, primitiveStyles } from '@homeward/ui';

export default function PressPage() {
  return (
    <article className={classes(layoutStyles.page, styles.page)}>
      <h1>Press</h1>
      <p className={styles.lead}>
        Announcements from Homeward and facts for reporters. For interviews and images, email{' '}
        <a href={`mailto:${company.pressEmail}`}>{company.pressEmail}</a>.
      </p>
      <h2>Announcements from Homeward</h2>
      <ul className={stackClass(4, primitiveStyles.plainList, styles.cards)}>
        {pressReleases.map((item) => (
          <li key={item.headline} className={styles.card}>
            <h3>{item.headline}</h3>
            <p className={styles.meta}>Homeward press release</p>
            <p>{item.summary}</p>
          </li>
        ))}
      </ul>
      <h2>Fact sheet</h2>
      <ul>
        {pressKit.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <h2>Media contact</h2>
      <p>
        Homeward press office, <a href={`mailto:${company.pressEmail}`}>{company.pressEmail}</a>. We answer within one business day.
      </p>
    </article>
  );
}
