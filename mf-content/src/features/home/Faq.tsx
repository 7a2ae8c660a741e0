import type { FaqItem } from '../../content/faq';
import { RichText } from '../../components/RichText';
import styles from './Home.module.css';

/** Native disclosure widgets: keyboard and screen-reader support come with the element. */
export function Faq({ items, id = 'faq' }: { items: readonly FaqItem[]; id?: string }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Frequently asked questions</h2>
      <div className={styles.faq}>
        {items.map((item) => (
          <details key={item.question} className={styles.faqItem}>
            <summary>{item.question}</summary>
            <div className={styles.faqAnswer}>
              {item.answer.map((paragraph, index) => (
                <p key={index}>
                  <RichText text={paragraph} />
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
