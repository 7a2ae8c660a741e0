/**
 * The shape of written content. Copy lives in these data modules and is rendered as React text,
 * never as HTML, so an editor can change a sentence without touching a component.
 */

/** An inline link inside a sentence; `to` is an internal path or an absolute https/mailto/tel URL. */
export interface InlineLink {
  text: string;
  to: string;
}

/** A run of text: a plain string, or strings mixed with links. */
export type Rich = string | ReadonlyArray<string | InlineLink>;

export type Block =
  | { kind: 'p'; text: Rich }
  | { kind: 'ul'; items: readonly Rich[] }
  | { kind: 'ol'; items: readonly Rich[] }
  | { kind: 'note'; text: Rich }
  | { kind: 'h3'; text: string };

export interface Section {
  heading: string;
  blocks: readonly Block[];
}

export interface ContentDocument {
  title: string;
  lead?: Rich;
  /** Legal texts show when they last changed. */
  updated?: string;
  sections: readonly Section[];
}

export const p = (text: Rich): Block => ({ kind: 'p', text });
export const ul = (...items: Rich[]): Block => ({ kind: 'ul', items });
export const ol = (...items: Rich[]): Block => ({ kind: 'ol', items });
export const note = (text: Rich): Block => ({ kind: 'note', text });
export const h3 = (text: string): Block => ({ kind: 'h3', text });
export const link = (text: string, to: string): InlineLink => ({ text, to });
export const section = (heading: string, ...blocks: Block[]): Section => ({ heading, blocks });

/** A call to action under a page's lead: a link, or a feature that lives only in the mobile app. */
export type Action =
  | { kind: 'link'; label: string; to: string; primary?: boolean }
  | { kind: 'app-only'; label: string; variant: 'sell' | 'app-only'; primary?: boolean };

export const linkAction = (label: string, to: string): Action => ({ kind: 'link', label, to });
export const appOnlyAction = (label: string, variant: 'sell' | 'app-only'): Action => ({ kind: 'app-only', label, variant });
/** The page's main call to action, drawn as the primary button. */
export const primary = (action: Action): Action => ({ ...action, primary: true });

export interface LandingDocument extends ContentDocument {
  actions?: readonly Action[];
}
