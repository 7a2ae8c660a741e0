/**
 * The page the server sent drawn at build time (`#prerendered`, see scripts/lib/pageHtml.ts)
 * gives way to the live page, which has been drawn beneath it, hidden, in the same place. Focus
 * inside it moves to the live page's main region, so a keyboard user is not left on the body.
 */
export function revealLivePage(): void {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return;
  const hadFocus = prerendered.contains(document.activeElement);
  prerendered.remove();
  if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
}
