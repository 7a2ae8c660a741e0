import { revealLivePage } from './prerendered';

describe('revealing the live page', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="prerendered" inert><a href="/about">About</a><h1>Home</h1></div><div id="root"><main id="main" tabindex="-1"><h1>Home</h1></main></div>';
  });

  it('removes the page drawn at build time and leaves the live one', () => {
    revealLivePage();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.getElementById('root')?.textContent).toBe('Home');
  });

  it('moves focus that was inside it to the live page’s main region', () => {
    document.querySelector<HTMLAnchorElement>('#prerendered a')!.focus();
    revealLivePage();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('leaves focus elsewhere alone, and does nothing a second time', () => {
    revealLivePage();
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    revealLivePage();
    expect(document.activeElement).toBe(button);
  });
});
