import controlStyles from './Controls.module.css';
import layoutStyles from './Layout.module.css';

/**
 * The house's shared classes, for markup a slice writes itself: `controlStyles` (iconButton, chip,
 * choice) and `layoutStyles` (page, title, actions, card, cardGrid). Join them with a slice's own class for
 * what only that page has.
 */
export { controlStyles, layoutStyles };

/** Class names joined, the false ones left out. */
export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
