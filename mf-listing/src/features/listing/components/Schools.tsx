import { useState } from 'react';
import type { School, SchoolsSource } from '@homeward/contracts';
import { Tabs, classes, primitiveStyles } from '@homeward/ui';
import { RATING_BAND_LABELS, ratingBand } from './schoolRating';
import styles from './Schools.module.css';

const LEVELS = ['Elementary', 'Middle', 'High'] as const;

/** Says where the schools come from: the real assignment (with its source and year) or samples. */
function SchoolsSourceNote({ source }: { source: SchoolsSource }) {
  if (source.kind === 'assigned') {
    return (
      <p className={styles.source}>
        Assigned schools for this address from the {source.name}
        {source.year ? `, ${source.year}` : ''}
        {source.licence ? ` (${source.licence})` : ''}. Assignments change over time: check with the district. Ratings are sample values.
      </p>
    );
  }
  return <p className={styles.source}>Sample schools: the names, ratings and distances are sample values, not real schools.</p>;
}

export function Schools({ schools, source }: { schools: readonly School[]; source: SchoolsSource }) {
  const [level, setLevel] = useState<string>(() => LEVELS.find((l) => schools.some((s) => s.level === l)) ?? 'Elementary');
  if (schools.length === 0) return <p>No school ratings are available for this home yet.</p>;
  const shown = schools.filter((s) => s.level === level);
  return (
    <>
      <SchoolsSourceNote source={source} />
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
                    <span className={primitiveStyles.smallPrint}>
                      {RATING_BAND_LABELS[band]} (sample rating)
                      {school.distanceMiles != null && ` · ${school.distanceMiles.toFixed(1)} miles away`}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <p className={classes(primitiveStyles.smallPrint, styles.legend)}>
          Ratings from 1 to 10: 1–3 below average, 4–6 average, 7–10 above average.
        </p>
      </Tabs>
    </>
  );
}
