import styles from './Layout.module.css';

/** Shown when the site's manifest cannot be read at all: nothing else can be drawn without it. */
export function StartupError() {
  return (
    <main className={styles.notFound}>
      <h1>Homeward is having trouble starting</h1>
      <p>We could not load the site. Check your connection and try again.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
