import { routeErrorTitle } from '@homeward/domain';
import { Button, buttonClass } from './Button';
import layoutStyles from './Layout.module.css';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  status: number;
  /** What went wrong, in words a visitor can act on; a 404 needs none. */
  message?: string;
  /** Offered for errors that may pass (a failed render, a server error): draws the page again. */
  onRetry?: () => void;
}

/** Spec 2.3 / 8: a route's error page with its status code and message, and a way home. */
export function ErrorPage({ status, message, onRetry }: ErrorPageProps) {
  return (
    <section className={styles.page} aria-labelledby="route-error-title" data-status={status}>
      <p className={styles.status}>
        <span className={styles.code}>{status}</span> <span className={styles.label}>{status === 404 ? 'Not found' : 'Error'}</span>
      </p>
      <h1 id="route-error-title">{routeErrorTitle(status)}</h1>
      {status === 404 ? (
        <p>The address may be mistyped, or the page may have moved.</p>
      ) : (
        message && <p className={styles.message}>{message}</p>
      )}
      <div className={layoutStyles.actions}>
        {onRetry && <Button onClick={onRetry}>Try again</Button>}
        <a href="/" className={buttonClass(onRetry ? 'secondary' : 'primary')}>
          Back to home
        </a>
      </div>
    </section>
  );
}
