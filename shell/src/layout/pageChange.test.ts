import { buildRouteTable } from '@homeward/platform';
import { installPageChange } from './pageChange';

const table = buildRouteTable({
  remotes: [
    {
      name: 'mf_content',
      routes: [
        { path: '/', title: 'Home', guard: 'public' },
        { path: '/about', title: 'About Homeward', description: 'Who we are.', guard: 'public' },
        { path: '/blog/posts/:id', guard: 'public' },
      ],
    },
  ],
});

/** A change of page as the slices' routers make it: the address changes, then popstate. */
function go(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function drawPage(html: string) {
  document.getElementById('main')!.innerHTML = html;
}

describe('a change of page', () => {
  let uninstall: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/');
    document.head.innerHTML =
      '<title>Homeward</title><meta name="description" content="Home words"><link rel="canonical" href="http://localhost/">' +
      '<meta property="og:title" content="Homeward"><script type="application/ld+json">{}</script>';
    document.body.innerHTML = '<nav><a href="/about" id="about-link">About</a></nav><main id="main" tabindex="-1"><h1>Buy your home</h1></main>';
    uninstall = installPageChange({ table, waitMs: 1000, announceDelayMs: 10 });
  });
  afterEach(() => {
    uninstall();
    jest.useRealTimers();
  });

  it('titles the page from its route, moves the focus to its heading once drawn and announces the title', () => {
    document.getElementById('about-link')!.focus();
    go('/about');
    expect(document.title).toBe('About Homeward | Homeward');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('Who we are.');
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('http://localhost/about');
    // The first page's sharing tags and schema.org data describe that page: gone.
    expect(document.querySelector('meta[property="og:title"], script[type="application/ld+json"]')).toBeNull();

    jest.advanceTimersByTime(50);
    // The old page's heading is not the new page's.
    expect(document.activeElement).toBe(document.getElementById('about-link'));
    drawPage('<h1>About Homeward</h1>');
    jest.advanceTimersByTime(50);
    const heading = document.querySelector('#main h1');
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    jest.advanceTimersByTime(20);
    expect(document.getElementById('page-announcer')).toHaveTextContent('About Homeward | Homeward');
    expect(document.getElementById('page-announcer')).toHaveAttribute('aria-live', 'polite');
  });

  it('announces the title the page set itself from its data, even after the heading was drawn', () => {
    go('/blog/posts/first-offer');
    expect(document.title).toBe('Homeward');
    drawPage('<h1>Your first offer</h1>');
    jest.advanceTimersByTime(100);
    expect(document.getElementById('page-announcer')).toHaveTextContent('Homeward');
    document.title = 'Your first offer | Homeward';
    jest.advanceTimersByTime(50);
    expect(document.getElementById('page-announcer')).toHaveTextContent('Your first offer | Homeward');
  });

  it('leaves the focus where the new page put it, and focuses the main region while a slow page has no heading', () => {
    go('/about');
    drawPage('<h1>About</h1><input id="first-field">');
    document.getElementById('first-field')!.focus();
    jest.advanceTimersByTime(50);
    expect(document.activeElement).toBe(document.getElementById('first-field'));

    go('/nowhere');
    expect(document.title).toBe('Page not found | Homeward');
    drawPage('<p>Loading…</p>');
    jest.advanceTimersByTime(1200);
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(document.getElementById('page-announcer')).toHaveTextContent('Page not found | Homeward');
    // A heading that comes late takes the focus from the main region.
    drawPage('<h1>Whoops</h1>');
    jest.advanceTimersByTime(50);
    expect(document.activeElement).toBe(document.querySelector('#main h1'));
  });

  it('does nothing when only the query or the part of the page changes', () => {
    document.title = 'Kept';
    go('/?tab=2');
    go('/#faq');
    jest.advanceTimersByTime(1200);
    expect(document.title).toBe('Kept');
    expect(document.getElementById('page-announcer')).toBeNull();
  });
});
