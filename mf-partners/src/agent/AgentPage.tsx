import type { ReactNode } from 'react';
import { classes, layoutStyles } from '@homeward/ui';
import styles from './Agent.module.css';

/** The frame of every agent page: one h1, an optional lead and the content. */
export function AgentPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className={classes(layoutStyles.page, styles.page)}>
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}
