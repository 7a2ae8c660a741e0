/**
 * A page the server sent drawn at build time (`#prerendered`, see scripts/lib/pageHtml.ts) stays
 * in view while the shell and the slice draw the live page into the shell's root, taken out of the
 * document meanwhile: one copy of the page exists at a time for the browser to lay out, for
 * assistive technology and for anything that looks the page up. Once the live page has drawn, it
 * takes the drawn copy's place in one step, where nothing moves.
 */
let held: HTMLElement | undefined;

/**
 * The element the shell draws in. With a drawn copy in view it is taken out of the document until
 * `revealLivePage`; a link to a part of the page (`#faq`) drops the copy at once instead, since the
 * browser scrolls to the part only in the live page.
 */
export function liveRoot(): HTMLElement {
  const root = document.getElementById('root')!;
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return root;
  if (window.location.hash.length > 1) {
    prerendered.remove();
    return root;
  }
  root.remove();
  held = root;
  return root;
}

/** The live page takes the drawn copy's place; focus inside the copy moves to the live main region. */
export function revealLivePage(): void {
  const prerendered = document.getElementById('prerendered');
  const root = held;
  held = undefined;
  if (!prerendered) return;
  const hadFocus = prerendered.contains(document.activeElement);
  if (root) prerendered.replaceWith(root);
  else prerendered.remove();
  if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
}
