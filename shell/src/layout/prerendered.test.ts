import { liveRoot, revealLivePage } from './prerendered';

function page(withCopy = true) {
  document.body.innerHTML =
    (withCopy ? '<div id="prerendered" inert><a href="/about">About</a><h1>Home</h1></div>' : '') + '<div id="root"></div><noscript>Scripts</noscript>';
}

function drawLive(root: HTMLElement) {
  root.innerHTML = '<main id="main" tabindex="-1"><h1>Home</h1></main>';
}

describe('the page drawn at build time and the live page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps one copy in the document while the live page draws, then puts the live one in its place', () => {
    page();
    const root = liveRoot();
    drawLive(root);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(root.isConnected).toBe(false);
    revealLivePage();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.body.firstElementChild).toBe(root);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('moves focus that was inside the drawn copy to the live page’s main region', () => {
    page();
    drawLive(liveRoot());
    document.querySelector<HTMLAnchorElement>('#prerendered a')!.focus();
    revealLivePage();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('drops the copy at once for a link to a part of the page, which only the live page can scroll to', () => {
    window.history.replaceState(null, '', '/#faq');
    page();
    const root = liveRoot();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.isConnected).toBe(true);
  });

  it('leaves a page sent without a copy as it is, and does nothing a second time', () => {
    page(false);
    const root = liveRoot();
    expect(root.isConnected).toBe(true);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    revealLivePage();
    revealLivePage();
    expect(document.activeElement).toBe(button);
    expect(root.isConnected).toBe(true);
  });
});
