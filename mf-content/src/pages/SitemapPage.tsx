import { Link } from 'react-router';
import { LoadingBlock, classes, layoutStyles } from '@homeward/ui';
import styles from '../shared/Page.module.css';
import { useSitemapEntries } from '../features/sitemap/useRouteTable';

export default function SitemapPage() {
  const entries = useSitemapEntries();
  return (
    <article className={classes(layoutStyles.page, styles.page)}>
      <h1>Sitemap</h1>
      <p className={styles.lead}>Every page on Homeward, in one list.</p>
      {entries.isPending && <LoadingBlock label="Loading the list of pages…" />}
      {entries.isError && <p role="alert">The list of pages could not be loaded. Please reload the page to try again.</p>}
      {entries.data && (
        <ul className={styles.linkList}>
          {entries.data.map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path}>{entry.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
