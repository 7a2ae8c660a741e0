import { useState } from 'react';
import type { School } from '@homeward/contracts';
import { Tabs } from '@homeward/ui';
import { RATING_BAND_LABELS, ratingBand } from './schoolRating';
import styles from './Schools.module.css';

const LEVELS = ['Elementary', 'Middle', 'High'] as const;

export function Schools({ schools }: { schools: readonly School[] }) {
  const [level, setLevel] = useState<string>(() => LEVELS.find((l) => schools.some((s) => s.level === l)) ?? 'Elementary');
  if (schools.length === 0) return <p>No school ratings are available for this home yet.</p>;
  const shown = schools.filter((s) => s.level === level);
  return (
    <Tabs label="School level" items={LEVELS.map((l) => ({ id: l, label: l }))} selected={level} onSelect={setLevel}>
      {shown.length === 0 ? (
        <p>No {level.toLowerCase()} schools are listed for this home.</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((school) => {
            const band = ratingBand(school.rating);
            return (
              <li key={school.name} className={styles.school}>
                <span className={`${styles.rating} ${styles[band]}`}>
                  <span className={styles.score}>{school.rating}</span>
                  <span className={styles.outOf}>/10</span>
                </span>
                <span className={styles.info}>
                  <span className={styles.name}>{school.name}</span>
                  <span className={styles.meta}>
                    {RATING_BAND_LABELS[band]} · {school.distanceMiles.toFixed(1)} miles away
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.legend}>
        Ratings from 1 to 10: 1–3 below average, 4–6 average, 7–10 above average.
      </p>
    </Tabs>
  );
}
