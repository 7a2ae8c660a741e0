import type { HTMLAttributes } from 'react';
import styles from './StatusBadge.module.css';

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The spec 4.1 style class of the listing's status (`listingStatusClass` in the domain); null for the plain pill. */
  statusClass?: string | null;
}

/**
 * A small pill on a home's photo: its status, coloured by spec 4.1's status classes, or a plain
 * label (open house, new on market). Placement is the caller's (its own class).
 */
export function StatusBadge({ statusClass, className, ...rest }: StatusBadgeProps) {
  const colour = statusClass ? styles[`status_${statusClass}`] : undefined;
  return <span {...rest} className={[styles.badge, colour, className].filter(Boolean).join(' ')} />;
}
