import { StrictMode, startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRERENDER_SLOT } from '@homeward/contracts';
import { buildRouteTable, HydrationBoundary, queryClient, sessionStore } from '@homeward/platform';
import { App } from './App';
import { ShellContext } from './ShellContext';
import { renderLayouts } from './prerender';
import { shellRoot } from './layout/prerendered';

// The frame is drawn by the build's own renderer (Node streams), here in the page's test window.
Object.assign(globalThis, { setImmediate: (globalThis as { setImmediate?: unknown }).setImmediate ?? ((run: () => void) => setTimeout(run, 0)) });

const table = buildRouteTable({
  remotes: [{ name: 'mf_test', routes: [{ path: '/about', title: 'About Homeward', guard: 'public' }] }],
});

/** The page as the server sends it for /about: the shell's frame, drawn at build time, around the slice's drawn page. */
async function serverSentPage(): Promise<void> {
  const frame = (await renderLayouts()).fallback.default!;
  const slot = '<div data-slot="mf_test"><div id="slice-mf_test" data-slice="mf_test" data-drawn><h1>About Homeward</h1></div></div>';
  document.body.innerHTML = `<div id="prerendered" inert>${frame.replace(PRERENDER_SLOT, slot)}</div><div id="root"></div>`;
}

/** The shell starts on it as bootstrap.tsx starts it; `Around` draws it, in the same render. */
function startShell(Around: (props: { children: ReactNode }) => ReactNode = ({ children }) => children): Root {
  const { element, hydrate } = shellRoot();
  expect(hydrate).toBe(true);
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(
      element,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <ShellContext.Provider value={{ table }}>
              <HydrationBoundary hydrating>
                <Around>
                  <App />
                </Around>
              </HydrationBoundary>
            </ShellContext.Provider>
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
      { onRecoverableError: (error) => console.error('recoverable', error) },
    );
  });
  return root;
}

describe('the shell on a page the server drew', () => {
  let errors: jest.SpyInstance;
  /** What the shell reported; the server's renderer ran in this same window, which React notes once per context in development. */
  const reported = () => errors.mock.calls.filter(([message]) => !String(message).startsWith('Detected multiple renderers'));
  let root: Root | undefined;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    errors = jest.spyOn(console, 'error');
    // The signed-in user's menu asks for their partner profiles: the answer is not this test's matter.
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    window.history.replaceState(null, '', '/about');
  });
  afterEach(() => {
    root?.unmount();
    errors.mockRestore();
    sessionStore.setState({ status: 'visitor', user: undefined });
    document.body.innerHTML = '';
  });

  it('hydrates it where it is: the same elements stay and nothing is drawn twice', async () => {
    await serverSentPage();
    const drawn = [...document.querySelectorAll('#prerendered header, #prerendered header *, #prerendered footer, #prerendered footer *, #prerendered main, #slice-mf_test h1')];
    expect(drawn.length).toBeGreaterThan(30);

    root = startShell();
    // Live: the frame is the shell's root and can be used.
    await waitFor(() => expect(document.getElementById('prerendered')).toBeNull());
    expect(document.getElementById('root')).not.toHaveAttribute('inert');
    await waitFor(() => expect(document.querySelector('header a[href="/"]')).toHaveAttribute('data-discover'));
    expect(reported()).toEqual([]);
    expect(drawn.filter((element) => !element.isConnected).map((element) => element.outerHTML)).toEqual([]);
    expect(document.querySelectorAll('header')).toHaveLength(1);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    // The slice's page is still in its slot, for the slice to hydrate.
    expect(document.querySelector('[data-slot="mf_test"] > #slice-mf_test h1')).toHaveTextContent('About Homeward');
  });

  it('draws it for a visitor first, then for the signed-in user, without a mismatch', async () => {
    await serverSentPage();
    const header = document.querySelector('header');
    sessionStore.setState({ status: 'signed-in', user: { firstName: 'Ada', lastName: 'Lovelace' } as never });

    root = startShell();
    await screen.findByRole('button', { name: /Account/ });
    expect(screen.queryByRole('link', { name: 'Home Info' })).toBeNull();
    expect(document.querySelector('header')).toBe(header);
    expect(reported()).toEqual([]);
  });

  it('follows an address another script moved to while it was hydrating', async () => {
    await serverSentPage();
    let moved = false;
    /** Moves the address once the router has read it and before it listens: mid-hydration. */
    function AnotherScriptMovesTheAddress({ children }: { children: ReactNode }) {
      if (!moved) {
        moved = true;
        window.history.pushState(null, '', '/nowhere');
        window.dispatchEvent(new PopStateEvent('popstate'));
      }
      return children;
    }
    root = startShell(AnotherScriptMovesTheAddress);
    expect(await screen.findByRole('heading', { name: /can.t find what you.re looking for/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About Homeward' })).toBeNull();
    expect(reported()).toEqual([]);
  });

  it('gives its menu the ids React gave it on the server, so the button names the panel it opens', async () => {
    await serverSentPage();
    root = startShell();
    const menu = await screen.findByRole('button', { name: /Menu/ });
    await waitFor(() => expect(document.getElementById('prerendered')).toBeNull());
    await userEvent.click(menu);
    const panel = document.getElementById(menu.getAttribute('aria-controls')!);
    expect(panel).not.toBeNull();
    expect(panel).toHaveTextContent('Sign In/Up');
    expect(reported()).toEqual([]);
  });
});
