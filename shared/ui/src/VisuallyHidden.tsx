import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** The class for text that only assistive technology reads (a label, a live status, a fuller name). */
export const visuallyHiddenClass: string = styles.hidden;

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHiddenClass}>{children}</span>;
}
