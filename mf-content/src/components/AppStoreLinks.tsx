import { useSiteConfig } from '@homeward/platform';
import { VisuallyHidden } from '@homeward/ui';
import styles from './AppStoreLinks.module.css';

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"
      />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d="M4 2.5v19c0 .4.4.6.7.4l16.5-9.5c.3-.2.3-.6 0-.8L4.7 2.1c-.3-.2-.7 0-.7.4z" />
    </svg>
  );
}

/**
 * App Store and Google Play links, used wherever a feature lives in the mobile app. The store pages
 * come from the deployment's site configuration; a store without a configured page is not shown.
 */
export function AppStoreLinks() {
  const config = useSiteConfig();
  const stores = [
    { key: 'ios', href: config?.appStores.ios, label: 'Download on the App Store', mark: <AppleMark /> },
    { key: 'android', href: config?.appStores.android, label: 'Get it on Google Play', mark: <PlayMark /> },
  ].filter((store): store is typeof store & { href: string } => !!store.href);
  if (stores.length === 0) return null;
  return (
    <ul className={styles.stores} aria-label="Get the Homeward app">
      {stores.map((store) => (
        <li key={store.key}>
          <a className={styles.store} href={store.href} target="_blank" rel="noopener noreferrer">
            {store.mark}
            <span>
              {store.label}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
