import { AppStoreLinks } from '../../components/AppStoreLinks';
import styles from './Home.module.css';

export function AppBanner() {
  return (
    <section className={styles.banner} aria-labelledby="app-heading">
      <div>
        <h2 id="app-heading">Take Homeward with you</h2>
        <p>
          New listings the minute they go live, tours booked in two taps, and selling for a 1.5% listing fee, all in the free app for
          iPhone and Android.
        </p>
      </div>
      <AppStoreLinks />
    </section>
  );
}
