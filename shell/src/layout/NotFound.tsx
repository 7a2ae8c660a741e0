import { Link } from 'react-router';
import { buttonClass } from '@homeward/ui';
import styles from './Layout.module.css';

/** Spec 2.3: the page for any path no slice owns (the server answers it with status 404). */
export function NotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Whoops! We can&apos;t find what you&apos;re looking for</h1>
      <p>The page may have moved, or the link may be mistyped. Try a search from the home page.</p>
      <Link to="/" className={buttonClass('primary')}>
        Back to home
      </Link>
    </section>
  );
}
