import { helpfulLinks } from '../content/journey';
import { SmartLink } from '../components/SmartLink';
import { JourneyCarousel } from '../features/learn/JourneyCarousel';
import { PostList } from '../features/blog/PostList';
import styles from '../shared/Page.module.css';
import { classes, layoutStyles } from '@homeward/ui';

export default function LearnPage() {
  return (
    <article className={classes(layoutStyles.page, styles.page)}>
      <h1>Learn how to buy a home</h1>
      <p className={styles.lead}>Six steps from working out your budget to getting the keys, with what to do at each one.</p>
      <JourneyCarousel />
      <section className={styles.section} aria-labelledby="helpful-links">
        <h2 id="helpful-links">Helpful links</h2>
        <ul>
          {helpfulLinks.map((item) => (
            <li key={item.to}>
              <SmartLink to={item.to}>{item.text}</SmartLink>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="learn-blogs">
        <h2 id="learn-blogs">From the blog</h2>
        <PostList headingLevel={3} />
      </section>
    </article>
  );
}
