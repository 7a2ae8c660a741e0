import { Link } from 'react-router';
import type { NavItem } from './navigation';
import steady from './SteadyWidth.module.css';

/**
 * A list's items, one link each: `className` on each link, `itemClassName` on each item. In a row
 * (`keepWidths`), a link that reads differently signed in and out keeps its wider word's width.
 */
export function LinkItems({ items, className, itemClassName, keepWidths = false }: { items: readonly NavItem[]; className?: string; itemClassName?: string; keepWidths?: boolean }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.label} className={itemClassName}>
          <Link className={className} to={item.to}>
            {keepWidths && item.widest ? (
              <span className={steady.steady} data-widest={item.widest}>
                {item.label}
              </span>
            ) : (
              item.label
            )}
          </Link>
        </li>
      ))}
    </>
  );
}
