import controlStyles from './Controls.module.css';
import layoutStyles from './Layout.module.css';
import primitiveStyles from './Primitives.module.css';

/**
 * The house's shared classes, for markup a slice writes itself: `controlStyles` (iconButton, chip,
 * choice), `layoutStyles` (page, title, actions, card, cardGrid) and `primitiveStyles` (plainList,
 * smallPrint, sectionTitle, roundButton). Join them with a slice's own class for what only that page has.
 */
export { controlStyles, layoutStyles, primitiveStyles };

/** Class names joined, the false ones left out. */
export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** A step of the spacing scale: --hw-space-1 (4 px) to --hw-space-6 (32 px). */
export type Space = 1 | 2 | 3 | 4 | 5 | 6;

/** How a row or column lays out its items; what is left out keeps the browser's default. */
export interface FlowOptions {
  /** The space between the items. */
  gap?: Space;
  /** The row sits in a line of text (inline-flex) rather than on a line of its own. */
  inline?: boolean;
  /** Items move to a new line when they do not fit. */
  wrap?: boolean;
  /** Across the flow (align-items). */
  align?: 'start' | 'center' | 'end' | 'baseline';
  /** Along the flow (justify-content). */
  justify?: 'between' | 'center' | 'end';
}

const alignClass = { start: 'alignStart', center: 'alignCenter', end: 'alignEnd', baseline: 'alignBaseline' } as const;
const justifyClass = { between: 'justifyBetween', center: 'justifyCenter', end: 'justifyEnd' } as const;

function flow(base: string, { gap, inline, wrap, align, justify }: FlowOptions, extra: (string | false | undefined)[]): string {
  return classes(
    base,
    inline && primitiveStyles.inline,
    wrap && primitiveStyles.wrap,
    align && primitiveStyles[alignClass[align]],
    justify && primitiveStyles[justifyClass[justify]],
    gap && primitiveStyles[`gap${gap}`],
    ...extra,
  );
}

/** A flex row (items side by side), joined with the slice's own classes. */
export function rowClass(options: FlowOptions = {}, ...extra: (string | false | undefined)[]): string {
  return flow(primitiveStyles.row, options, extra);
}

/** A flex column (items one under another), joined with the slice's own classes. */
export function columnClass(options: FlowOptions = {}, ...extra: (string | false | undefined)[]): string {
  return flow(primitiveStyles.column, options, extra);
}

/** A grid stack (full-width items one under another, `gap` apart), joined with the slice's own classes. */
export function stackClass(gap: Space, ...extra: (string | false | undefined)[]): string {
  return classes(primitiveStyles.stack, primitiveStyles[`gap${gap}`], ...extra);
}
