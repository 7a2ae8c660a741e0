import { Link } from 'react-router';
import type { NavItem } from './navigation';

/** A list's items, one link each: `className` on each link, `itemClassName` on each item. */
export function LinkItems({ items, className, itemClassName }: { items: readonly NavItem[]; className?: string; itemClassName?: string }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.label} className={itemClassName}>
          <Link className={className} to={item.to}>
            {item.label}
          </Link>
        </li>
      ))}
    </>
  );
}
