import type { OpenHouse } from '@homeward/contracts';
import { describeOpenHouse, upcomingOpenHouses } from './openHouseSchedule';
import styles from './Sections.module.css';

export function OpenHouses({ openHouses }: { openHouses: readonly OpenHouse[] }) {
  const upcoming = upcomingOpenHouses(openHouses);
  if (upcoming.length === 0) return <p>No open houses are scheduled. You can book a private tour instead.</p>;
  return (
    <ul className={styles.openHouses}>
      {upcoming.map((o) => {
        const { type, when } = describeOpenHouse(o);
        return (
          <li key={`${o.openDate}-${o.startTime}-${o.type}`} className={styles.openHouse}>
            <span className={o.type === 'INP' ? styles.badge : styles.badgeVirtual}>{type}</span>
            <span>{when}</span>
          </li>
        );
      })}
    </ul>
  );
}
