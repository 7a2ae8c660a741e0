import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createSliceLifecycles, type SliceProps } from './slice';
import { PrerenderingContext, usePrerendering } from './prerendering';
import { useMediaQuery } from './layout';
import { sessionStore, useSession } from './session';

/** A page that reads what differs between the server and the browser: the session, the screen, being drawn. */
function Page() {
  const status = useSession((s) => s.status);
  const narrow = useMediaQuery('(max-width: 799.98px)');
  const drawing = usePrerendering();
  return (
    <main>
      <h1>Homes in Bellevue</h1>
      <p>{status === 'signed-in' ? 'Your saved homes' : 'Sign in to save homes'}</p>
      <p>{narrow ? 'List' : 'List and map'}</p>
      <p>{drawing ? 'Loading search…' : 'Search'}</p>
    </main>
  );
}

/** What the server sends: the page drawn for a visitor at `width` (scripts/lib/pageHtml.ts marks it `data-drawn`). */
function serverDrawn(page: React.ReactNode, width?: number): HTMLElement {
  const html = renderToString(
    <PrerenderingContext.Provider value={{ width }}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location="/listings/city/WA/Bellevue">{page}</StaticRouter>
      </QueryClientProvider>
    </PrerenderingContext.Provider>,
  );
  const element = document.createElement('div');
  element.setAttribute('data-drawn', '');
  if (width) element.dataset.drawnWidth = String(width);
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

/** Mounts a slice into the element as the shell does, and waits for its first commit. */
async function mountSlice(App: () => React.ReactNode, element: HTMLElement) {
  const slice = createSliceLifecycles('mf_test', App);
  const props = { name: 'mf_test', domElement: element, sliceName: 'mf_test', retry: () => undefined } as SliceProps & { name: string };
  await slice.bootstrap(props as never);
  await slice.mount(props as never);
  return () => slice.unmount(props as never);
}

function narrowScreen(matches: boolean) {
  window.matchMedia = ((query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
}

describe('a slice mounted on the page the server drew', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    // The slice renders as in the browser, on React's own scheduler (as the shell mounts it), not in act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.setState({ status: 'signed-in' });
    narrowScreen(true);
  });
  afterEach(() => {
    errors.mockRestore();
    document.body.innerHTML = '';
  });

  it('hydrates it: the same elements stay, and then show the signed-in, phone-sized, live page', async () => {
    const element = serverDrawn(<Page />, 390);
    const heading = element.querySelector('h1');
    expect(element).toHaveTextContent('Sign in to save homes');

    const unmount = await mountSlice(Page, element);
    await waitFor(() => expect(element).toHaveTextContent('Your saved homes'));
    expect(errors).not.toHaveBeenCalled();
    // Nothing was drawn twice: the server's heading is the live one.
    expect(element.querySelector('h1')).toBe(heading);
    expect(element).toHaveTextContent('List');
    expect(element).not.toHaveTextContent('List and map');
    // What waited for the browser draws in the transition after hydration.
    await waitFor(() => expect(element).toHaveTextContent(/^Homes in Bellevue.*Search$/));
    await unmount();
  });

  it('says so and draws the page again when what the server drew does not match, so nothing is blank', async () => {
    const element = serverDrawn(
      <main>
        <h1>Homes in Seattle</h1>
      </main>,
    );
    const unmount = await mountSlice(Page, element);
    await waitFor(() => expect(element).toHaveTextContent('Your saved homes'));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('mf_test: the page drawn on the server did not match'), expect.anything(), expect.anything());
    expect(element.querySelector('h1')).toHaveTextContent('Homes in Bellevue');
    await unmount();
  });

  it('draws anew into an element without a drawn page', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = await mountSlice(Page, element);
    await waitFor(() => expect(element).toHaveTextContent('Your saved homes'));
    expect(errors).not.toHaveBeenCalled();
    await unmount();
  });
});
