/**
 * Starts downloading a photo the page is about to draw first (a property's lead photo, the first
 * cards' photos) as soon as its address is known, at high priority, rather than when the page has
 * drawn its `<img>`: the element then finds the photo already loaded. Each address is asked for once.
 */
export function preloadImage(src: string | undefined): void {
  if (!src || typeof document === 'undefined') return;
  const href = new URL(src, document.baseURI).href;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')) {
    if (link.href === href) return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
