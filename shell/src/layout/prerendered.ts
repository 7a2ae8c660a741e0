/**
 * A page the server sent drawn (`#prerendered`, see scripts/lib/pageHtml.ts): the shell's layout
 * around the slice's page. It is inert until the live page is there.
 *
 * Drawn for this screen, the shell hydrates it where it is: the nav bar, footer and the slice's
 * page the visitor already sees become the live page, and nothing is drawn a second time. Drawn
 * for other screens only (a page whose layout follows the screen's width), the shell draws the
 * live page in its own root, taken out of the document meanwhile, and puts it in the drawn copy's
 * place in one step once it has drawn: one copy of the page exists at a time for the browser to
 * lay out, for assistive technology and for anything that looks the page up.
 */
export interface ShellRoot {
  element: HTMLElement;
  /** Whether the element holds the shell's frame as the server drew it, for the shell to hydrate. */
  hydrate: boolean;
}

/** The live page's root while it is out of the document (drawn beside a copy). */
let held: HTMLElement | undefined;
/** The drawn page the shell hydrates, until it is live. */
let hydrating: HTMLElement | undefined;

/** Whether the slice's page in the drawn copy was drawn for a screen like this one (or for any). */
function drawnForThisScreen(prerendered: HTMLElement): boolean {
  const media = prerendered.querySelector<HTMLElement>('[data-drawn]')?.dataset.drawnMedia;
  return !media || typeof window.matchMedia !== 'function' || window.matchMedia(media).matches;
}

/**
 * Whether the address is still the one the page was drawn for. The document's own address is the
 * navigation's; a history entry pushed before the shell started (by another script) moves away
 * from it, and the drawn page then belongs to an address no longer shown.
 */
function drawnForThisAddress(): boolean {
  const navigation = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  if (!navigation?.name) return true;
  const drawn = new URL(navigation.name);
  return drawn.pathname === window.location.pathname && drawn.search === window.location.search;
}

/**
 * The element the shell draws in, and whether it hydrates what is in it. With a copy drawn for
 * other screens in view, the shell's root is taken out of the document until `revealLivePage`;
 * a link to a part of the page (`#faq`) then drops the copy at once instead, since the browser
 * scrolls to the part only in the live page.
 */
export function shellRoot(): ShellRoot {
  const root = document.getElementById('root')!;
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return { element: root, hydrate: false };
  if (!drawnForThisAddress()) {
    // The address moved before the shell started: the live page is drawn for the new one.
    prerendered.remove();
    return { element: root, hydrate: false };
  }
  if (drawnForThisScreen(prerendered)) {
    root.remove();
    hydrating = prerendered;
    return { element: prerendered, hydrate: true };
  }
  if (window.location.hash.length > 1) {
    prerendered.remove();
    return { element: root, hydrate: false };
  }
  root.remove();
  held = root;
  return { element: root, hydrate: false };
}

/**
 * The shell could not start (its remotes could not be read): whatever was drawn gives way to the
 * shell's own root, in the document, for the shell to say so in.
 */
export function abandonDrawnPage(): HTMLElement {
  const prerendered = document.getElementById('prerendered');
  const root = held ?? hydrating ?? document.getElementById('root')!;
  held = undefined;
  hydrating = undefined;
  if (root === prerendered) {
    root.replaceChildren();
    root.id = 'root';
    root.removeAttribute('inert');
  } else if (prerendered) {
    prerendered.replaceWith(root);
  }
  return root;
}

/**
 * The live page is there. A hydrated copy becomes the shell's root and can be used; a live page
 * drawn beside a copy takes the copy's place, and focus inside the copy moves to its main region.
 */
export function revealLivePage(): void {
  if (hydrating) {
    const element = hydrating;
    hydrating = undefined;
    element.id = 'root';
    element.removeAttribute('inert');
    return;
  }
  const prerendered = document.getElementById('prerendered');
  const root = held;
  held = undefined;
  if (!prerendered) return;
  const hadFocus = prerendered.contains(document.activeElement);
  if (root) prerendered.replaceWith(root);
  else prerendered.remove();
  if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
}
