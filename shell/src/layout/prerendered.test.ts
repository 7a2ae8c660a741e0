import { abandonDrawnPage, revealLivePage, shellRoot } from './prerendered';

/** The page as sent: a drawn copy (its slice's page drawn for `media` screens, or for any) beside the shell's empty root. */
function page({ copy = true, media }: { copy?: boolean; media?: string } = {}) {
  const drawnFor = media ? ` data-drawn-media="${media}"` : '';
  document.body.innerHTML =
    (copy ? `<div id="prerendered" inert><a href="/about">About</a><div data-slot="mf_x"><div id="slice-mf_x" data-drawn${drawnFor}><h1>Home</h1></div></div></div>` : '') +
    '<div id="root"></div><noscript>Scripts</noscript>';
}

function drawLive(root: HTMLElement) {
  root.innerHTML = '<main id="main" tabindex="-1"><h1>Home</h1></main>';
}

function screenMatches(matches: boolean) {
  window.matchMedia = ((query: string) => ({ matches, media: query })) as unknown as typeof window.matchMedia;
}

describe('the page the server drew and the live page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is hydrated where it is when drawn for this screen: the copy is the root, usable once live', () => {
    page();
    const copy = document.getElementById('prerendered');
    const { element, hydrate } = shellRoot();
    expect(hydrate).toBe(true);
    expect(element).toBe(copy);
    // One root in the document: the shell's empty one is gone.
    expect(document.querySelectorAll('#root')).toHaveLength(0);
    expect(element).toHaveAttribute('inert');
    revealLivePage();
    expect(element.id).toBe('root');
    expect(element).not.toHaveAttribute('inert');
    expect(element.querySelector('h1')).toHaveTextContent('Home');
  });

  it('is hydrated when its page was drawn for screens like this one', () => {
    screenMatches(true);
    page({ media: '(max-width: 800.98px)' });
    expect(shellRoot().hydrate).toBe(true);
    revealLivePage();
  });

  it('gives way to a live page drawn afresh when the address moved before the shell started', () => {
    // The document was loaded at /about.
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ name: `${window.location.origin}/about` }] });
    try {
      window.history.replaceState(null, '', '/about');
      page();
      expect(shellRoot().hydrate).toBe(true);
      revealLivePage();

      page();
      // Another script pushed an address of its own before the shell started.
      window.history.pushState(null, '', '/account');
      const { element, hydrate } = shellRoot();
      expect(hydrate).toBe(false);
      expect(element.id).toBe('root');
      expect(element).toBeEmptyDOMElement();
      expect(document.getElementById('prerendered')).toBeNull();
      expect(document.querySelector('[data-drawn]')).toBeNull();
    } finally {
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    }
  });

  describe('drawn for other screens', () => {
    beforeEach(() => screenMatches(false));

    it('keeps one copy in the document while the live page draws, then puts the live one in its place', () => {
      page({ media: '(max-width: 800.98px)' });
      const { element: root, hydrate } = shellRoot();
      expect(hydrate).toBe(false);
      drawLive(root);
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(root.isConnected).toBe(false);
      revealLivePage();
      expect(document.getElementById('prerendered')).toBeNull();
      expect(document.body.firstElementChild).toBe(root);
      expect(document.querySelectorAll('h1')).toHaveLength(1);
    });

    it('moves focus that was inside the drawn copy to the live page’s main region', () => {
      page({ media: '(max-width: 800.98px)' });
      drawLive(shellRoot().element);
      document.querySelector<HTMLAnchorElement>('#prerendered a')!.focus();
      revealLivePage();
      expect(document.activeElement).toBe(document.getElementById('main'));
    });

    it('drops the copy at once for a link to a part of the page, which only the live page can scroll to', () => {
      window.history.replaceState(null, '', '/#faq');
      page({ media: '(max-width: 800.98px)' });
      const { element: root } = shellRoot();
      expect(document.getElementById('prerendered')).toBeNull();
      expect(root.isConnected).toBe(true);
    });
  });

  it('leaves a page sent without a copy as it is, and does nothing a second time', () => {
    page({ copy: false });
    const { element: root, hydrate } = shellRoot();
    expect(hydrate).toBe(false);
    expect(root.isConnected).toBe(true);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    revealLivePage();
    revealLivePage();
    expect(document.activeElement).toBe(button);
    expect(root.isConnected).toBe(true);
  });

  it('gives way to an empty root, in the document, when the shell cannot start', () => {
    page();
    shellRoot();
    const root = abandonDrawnPage();
    expect(root.id).toBe('root');
    expect(root.isConnected).toBe(true);
    expect(root).not.toHaveAttribute('inert');
    expect(root.childElementCount).toBe(0);
    expect(document.querySelectorAll('h1')).toHaveLength(0);
  });
});
