import { PAGE_TRANSITION_MS } from '@homeward/domain';
import { installPageTransitions, PAGE_TRANSITION_ATTRIBUTE } from './pageTransitions';

/** A page as the shell draws it: #root > main with a slice's links; the slice's router navigates on click. */
function page(html: string) {
  document.body.innerHTML = `<div id="root"><main id="main">${html}</main></div>`;
  const main = document.getElementById('main')!;
  const navigations: string[] = [];
  // The slice's router: a click on a link changes the URL in place and tells everyone (as single-spa does).
  main.addEventListener('click', (event) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || event.defaultPrevented || event.ctrlKey) return;
    event.preventDefault();
    navigations.push(anchor.getAttribute('href')!);
    history.pushState(null, '', anchor.getAttribute('href'));
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // Every value the attribute took, in order (the observer's records keep each old value).
  const observer = new MutationObserver(() => undefined);
  observer.observe(main, { attributes: true, attributeOldValue: true, attributeFilter: [PAGE_TRANSITION_ATTRIBUTE] });
  const phases = () => {
    const records = observer.takeRecords();
    return records.length ? [...records.slice(1).map((r) => r.oldValue), main.getAttribute(PAGE_TRANSITION_ATTRIBUTE)] : [];
  };
  return { main, navigations, phases };
}

let uninstall: () => void = () => undefined;
beforeEach(() => {
  jest.useFakeTimers();
  history.replaceState(null, '', '/about');
});
afterEach(() => {
  uninstall();
  jest.useRealTimers();
});

describe('page transitions out-in (spec 9)', () => {
  it('lets the old page leave before the slice navigates, then fades the new page in', () => {
    const { main, navigations, phases } = page('<h1>About</h1><a href="/careers"><span>Careers</span></a>');
    uninstall = installPageTransitions({ reducedMotion: () => false });
    main.querySelector('span')!.click();

    // Out: the old page is still there and the slice has not navigated yet.
    expect(main.getAttribute(PAGE_TRANSITION_ATTRIBUTE)).toBe('out');
    expect(navigations).toEqual([]);
    expect(location.pathname).toBe('/about');

    jest.advanceTimersByTime(PAGE_TRANSITION_MS - 1);
    expect(navigations).toEqual([]);
    jest.advanceTimersByTime(1);
    // In: the slice navigated with the replayed click and the new page enters.
    expect(navigations).toEqual(['/careers']);
    expect(location.pathname).toBe('/careers');
    expect(main.getAttribute(PAGE_TRANSITION_ATTRIBUTE)).toBe('in');
    jest.advanceTimersByTime(PAGE_TRANSITION_MS);
    expect(main.hasAttribute(PAGE_TRANSITION_ATTRIBUTE)).toBe(false);
    expect(phases()).toEqual(['out', 'in', null]);
  });

  it('fades in a page opened from code or with back/forward, and not the first page', () => {
    const { main, phases } = page('<h1>About</h1>');
    uninstall = installPageTransitions({ reducedMotion: () => false });
    expect(main.hasAttribute(PAGE_TRANSITION_ATTRIBUTE)).toBe(false);
    history.pushState(null, '', '/sitemap');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(main.getAttribute(PAGE_TRANSITION_ATTRIBUTE)).toBe('in');
    // A query change on the same page is no page change.
    jest.advanceTimersByTime(PAGE_TRANSITION_MS);
    history.pushState(null, '', '/sitemap?x=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(phases()).toEqual(['in', null]);
  });

  it('holds nothing and animates nothing when reduced motion is asked for', () => {
    const { main, navigations, phases } = page('<a href="/careers">Careers</a>');
    uninstall = installPageTransitions({ reducedMotion: () => true });
    main.querySelector('a')!.click();
    expect(navigations).toEqual(['/careers']);
    jest.advanceTimersByTime(PAGE_TRANSITION_MS * 2);
    expect(phases()).toEqual([]);
  });

  it('leaves alone clicks that are not a plain change of page', () => {
    const { main, navigations, phases } = page(
      '<a id="new-tab" href="/careers">Careers</a><a id="same" href="/about#team">Team</a><a id="away" href="https://example.com/">Away</a><a id="blank" href="/press" target="_blank">Press</a><a id="card" href="/home/1"><button type="button">Save</button></a>',
    );
    uninstall = installPageTransitions({ reducedMotion: () => false });
    const saved = jest.fn((event: Event) => event.preventDefault());
    main.querySelector('button')!.addEventListener('click', saved);
    main.querySelector('#new-tab')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    main.querySelector<HTMLElement>('button')!.click();
    expect(saved).toHaveBeenCalledTimes(1);
    for (const id of ['#same', '#away', '#blank']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      // Stop the browser's own navigation in jsdom; the shell must not have held the click.
      main.querySelector(id)!.addEventListener('click', (e) => e.preventDefault(), { once: true });
      main.querySelector(id)!.dispatchEvent(event);
    }
    expect(phases()).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('brings the old page back when the replayed click changes nothing', () => {
    const { main, phases } = page('<a href="/careers">Careers</a>');
    uninstall = installPageTransitions({ reducedMotion: () => false });
    const anchor = main.querySelector('a')!;
    anchor.click();
    // The page re-rendered meanwhile: the link is gone.
    anchor.remove();
    jest.advanceTimersByTime(PAGE_TRANSITION_MS);
    expect(location.pathname).toBe('/about');
    jest.advanceTimersByTime(PAGE_TRANSITION_MS);
    expect(phases()).toEqual(['out', 'in', null]);
  });
});
