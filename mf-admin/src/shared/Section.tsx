import type { ReactNode } from 'react';
import styles from './Admin.module.css';

/** A titled part of an admin page; `id` names its heading, which labels it. */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
