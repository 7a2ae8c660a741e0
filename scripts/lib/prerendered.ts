import { PRERENDER_SLOT, type Descriptor, type PrerenderedLayouts, type ResolvedRoute } from '@homeward/contracts';

/** The element the shell's index.html boots in, with its "Loading Homeward…" notice. */
const ROOT_WITH_BOOT_NOTICE = /<div id="root"><div id="boot"[^>]*>[^<]*<\/div><\/div>/;
/** The shell's own stylesheets that index.html only preloads (its layout's, loaded with its code). */
const PRELOADED_STYLE = /<link rel="preload" as="style" href="([^"]+)">/g;

export interface PrerenderedPage {
  layouts: PrerenderedLayouts;
  /** The slice's page, drawn at build time (its route's `prerendered` file). */
  page: string;
  remote: Pick<Descriptor, 'name' | 'entry' | 'preload'>;
  route: Pick<ResolvedRoute, 'layout' | 'preload'>;
  pathname: string;
}

/** The stylesheets a prerendered page needs before it paints: the slice's own, with its page's. */
export function pageStylesheets(remote: Pick<Descriptor, 'entry' | 'preload'>, route: Pick<ResolvedRoute, 'preload'>): string[] {
  const files = [...new Set([...remote.preload, ...(route.preload ?? [])])].filter((file) => file.endsWith('.css'));
  return files.map((file) => new URL(file, remote.entry).href);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * index.html with the page drawn at build time in place of the boot notice: the shell's layout
 * around the slice's page, in an element of its own (`#prerendered`) beside the shell's empty
 * `#root`, which stays hidden while the shell and the slice draw the live page beneath it; the
 * shell then removes it (shell/src/layout/prerendered.ts). The stylesheets those parts need become
 * render-blocking links, so the page paints styled from the first frame. It is inert: its controls
 * would do nothing until the live page is there, so they cannot be used or focused before. Undefined when the shell
 * drew no frame for the route's layout, or index.html has no boot notice to replace.
 */
export function withPrerenderedPage(html: string, { layouts, page, remote, route, pathname }: PrerenderedPage): string | undefined {
  const frames = layouts.byPath[pathname] ?? layouts.fallback;
  const frame = frames[route.layout];
  if (!frame?.includes(PRERENDER_SLOT) || !ROOT_WITH_BOOT_NOTICE.test(html) || !html.includes('</head>')) return undefined;
  const owner = escapeAttribute(remote.name);
  const slot = `<div data-slot="${owner}"><div id="slice-${owner}" data-slice="${owner}">${page}</div></div>`;
  const body = `<div id="prerendered" inert>${frame.replace(PRERENDER_SLOT, () => slot)}</div><div id="root"></div>`;
  const styles = pageStylesheets(remote, route).map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  const head = `<style>${layouts.rootStyle.replace(/</g, '')}</style>${styles.join('')}</head>`;
  return html
    .replace(PRELOADED_STYLE, (_match, href: string) => `<link rel="stylesheet" href="${href}">`)
    .replace('</head>', () => head)
    .replace(ROOT_WITH_BOOT_NOTICE, () => body);
}
