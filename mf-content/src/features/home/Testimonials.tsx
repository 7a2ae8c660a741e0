import { testimonials } from '../../content/testimonials';
import styles from './Home.module.css';
import { stackClass, primitiveStyles } from '@homeward/ui';

export function Testimonials() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading">What buying and selling with Homeward looks like</h2>
      <p className={styles.quoteNotice}>Illustrative examples, not quotes from real customers.</p>
      <ul className={stackClass(4, primitiveStyles.plainList, styles.quotes)}>
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className={styles.quote}>
              <blockquote>
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{t.name}</strong>, {t.place}
                <span className={styles.quoteDetail}>{t.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
