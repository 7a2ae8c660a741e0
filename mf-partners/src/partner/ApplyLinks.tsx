import { Link } from 'react-router';
import { buttonClass, classes, layoutStyles } from '@homeward/ui';
import type { DashboardKind } from './programmes';

/** A partner type's ways to apply, as a row of buttons; the first is the main one. */
export function ApplyLinks({ kind, className }: { kind: Pick<DashboardKind, 'apply'>; className: string }) {
  return (
    <div className={classes(layoutStyles.actions, className)}>
      {kind.apply.map((a, i) => (
        <Link key={a.to} to={a.to} className={buttonClass(i === 0 ? 'primary' : 'secondary')}>
          {a.label}
        </Link>
      ))}
    </div>
  );
}
