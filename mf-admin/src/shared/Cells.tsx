import type { ReactNode } from 'react';
import styles from './Admin.module.css';

/** A table cell's lines, one under another. */
export function Stack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}

/** A line that matters less (a second contact, a date, a note), in grey. */
export function Muted({ children }: { children: ReactNode }) {
  return <span className={styles.muted}>{children}</span>;
}

/** The line a cell is about (a name, a title), in bold. */
export function Strong({ children }: { children: ReactNode }) {
  return <span className={styles.strong}>{children}</span>;
}
