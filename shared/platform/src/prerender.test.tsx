/** @jest-environment node */
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { lazyPage } from './lazyPage';
import { RemoteComponent } from './RemoteComponent';
import { PrerenderSlot, renderForRequest, renderToHtml } from './prerender';
import { httpHooks, request } from './http';
import { useMissingPage, usePageOrigin, widthMatches } from './prerendering';
import { useMediaQuery, widthBelow } from './layout';
import { PRERENDER_SLOT, type SliceRoute } from '@homeward/contracts';

function WhereAmI() {
  return <p>At {useLocation().pathname}</p>;
}

function Rates() {
  const rates = useQuery({ queryKey: ['test-rates'], queryFn: async () => [6.5] });
  return <p>{rates.data ? `Rates ${rates.data.join()}` : 'Loading rates…'}</p>;
}

describe('a page drawn at build time', () => {
  it('is drawn at its address, with a lazy page waited for rather than its fallback', async () => {
    const Page = lazyPage(async () => ({ default: WhereAmI }));
    const html = await renderToHtml(<Page />, '/about');
    expect(html).toContain('<p>At <!-- -->/about</p>');
  });

  it('shows what a first-time visitor sees before data arrives: nothing is fetched', async () => {
    expect(await renderToHtml(<Rates />, '/')).toContain('Loading rates…');
  });

  it('draws another slice’s component as it looks while that slice loads', async () => {
    const html = await renderToHtml(<RemoteComponent id="mf_search/SearchBar" props={{ variant: 'hero' }} loading={<div role="status">Loading search</div>} fallback={() => <p>Failed</p>} />, '/');
    expect(html).toBe('<div role="status">Loading search</div>');
  });

  it('marks where the shell’s layout takes the page, as the server looks for it', async () => {
    expect(await renderToHtml(<main><PrerenderSlot /></main>, '/')).toBe(`<main>${PRERENDER_SLOT}</main>`);
  });

  it('fails rather than shipping a part that could not be drawn', async () => {
    function Broken(): never {
      throw new Error('no window here');
    }
    await expect(renderToHtml(<Broken />, '/')).rejects.toThrow('no window here');
  });
});

/** Routes marked to be drawn per request, as a slice's routes.ts marks them. */
const drawnRoutes = [
  { path: '/', guard: 'public', serverRender: true },
  { path: '/home/:mls', guard: 'public', serverRender: true },
  { path: '/account/favorites', guard: 'private', serverRender: true },
] as const satisfies SliceRoute[];

describe('a page drawn for a request, with its data', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    httpHooks.setServerOrigin(undefined);
  });

  const ratesQuery = { queryKey: ['test-rates'], queryFn: () => request('/Listings/InterestRateData') };

  it('fetches its answers from the API, draws from them, and hands them back for the browser to start from', async () => {
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ data: [6.5] }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const page = await renderForRequest(<Rates />, '/', {
      routes: drawnRoutes,
      apiOrigin: 'http://api.internal:8090',
      origin: 'https://homeward.example',
      load: async (client) => void (await client.fetchQuery(ratesQuery)),
    });
    expect(asked).toEqual(['http://api.internal:8090/api/v2/Listings/InterestRateData']);
    expect(page.html).toContain('Rates 6.5');
    expect((page.queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries).toEqual([
      expect.objectContaining({ queryKey: ['test-rates'], state: expect.objectContaining({ data: [6.5], status: 'success' }) }),
    ]);
  });

  it('fails when its answers cannot be had, so no page is sent that the browser would draw differently', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ errorMessage: 'The service is busy' }), { status: 503 })) as typeof fetch;
    await expect(
      renderForRequest(<Rates />, '/', { routes: drawnRoutes, apiOrigin: 'http://api.internal:8090', origin: 'https://homeward.example', load: async (client) => void (await client.fetchQuery(ratesQuery)) }),
    ).rejects.toThrow('The service is busy');
  });

  it('draws the page a visitor sees when what it asks for does not exist, and says so with 404', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ errorMessage: 'No such home' }), { status: 404 })) as typeof fetch;
    function Home() {
      const home = useQuery({ ...ratesQuery, enabled: true });
      return <p>{home.isError ? 'We cannot find that home' : 'Loading'}</p>;
    }
    const page = await renderForRequest(<Home />, '/', { routes: drawnRoutes, apiOrigin: 'http://api.internal:8090', origin: 'https://homeward.example', load: async (client) => void (await client.fetchQuery(ratesQuery)) });
    expect(page.html).toBe('<p>We cannot find that home</p>');
    expect(page.head).toEqual({ title: 'Page not found', status: 404 });
  });

  it('answers 404 for a page that says it has nothing at its address', async () => {
    function Missing() {
      useMissingPage();
      return <h1>We could not find that post</h1>;
    }
    const page = await renderForRequest(<Missing />, '/', { routes: drawnRoutes, apiOrigin: 'http://api.internal', origin: 'https://homeward.example', load: async () => undefined });
    expect(page.head?.status).toBe(404);
    const found = await renderForRequest(<p>A post</p>, '/', { routes: drawnRoutes, apiOrigin: 'http://api.internal', origin: 'https://homeward.example', load: async () => undefined, head: () => ({ title: 'A post' }) });
    expect(found.head).toEqual({ title: 'A post' });
  });

  it('knows the page’s origin for absolute links, which a page drawn at build time cannot', async () => {
    function ShareLink() {
      return <a href={new URL('/home/1', usePageOrigin()).href}>Share</a>;
    }
    const page = await renderForRequest(<ShareLink />, '/home/1', { routes: drawnRoutes, apiOrigin: 'http://api.internal:8090', origin: 'https://homeward.example', load: async () => undefined });
    expect(page.html).toBe('<a href="https://homeward.example/home/1">Share</a>');
    await expect(renderToHtml(<ShareLink />, '/home/1')).rejects.toThrow('cannot know its origin');
  });
});

describe('a page behind sign-in, drawn for a request', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    httpHooks.setServerOrigin(undefined);
  });

  const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
  /** The API as the renderer meets it: each user's saved homes by their bearer, answered after a pause. */
  function savedHomesApi(byBearer: Record<string, string[]>, asked: (string | null)[] = []) {
    global.fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const authorization = new Headers(init?.headers).get('authorization');
      asked.push(authorization);
      await pause();
      const homes = authorization ? byBearer[authorization] : undefined;
      return homes
        ? new Response(JSON.stringify({ data: homes }), { status: 200 })
        : new Response(JSON.stringify({ errorMessage: 'Please sign in again.' }), { status: 401 });
    }) as typeof fetch;
    return asked;
  }
  const savedQuery = { queryKey: ['test-saved'], queryFn: () => request<undefined>('/Favorites') };
  function Saved() {
    const saved = useQuery(savedQuery);
    return <p>{(saved.data as string[] | undefined)?.join(', ') ?? 'Loading'}</p>;
  }
  const draw = (pathname: string, authorization?: string) =>
    renderForRequest(<Saved />, pathname, {
      routes: drawnRoutes,
      apiOrigin: 'http://api.internal',
      origin: 'https://homeward.example',
      authorization,
      // A load that waits before it asks (for its code, say), as pages for other users start.
      load: async (client) => {
        await pause();
        await client.fetchQuery(savedQuery);
      },
    });

  it('is drawn only with a session, and fails when the API refuses it (the browser then draws it)', async () => {
    const asked = savedHomesApi({ 'Bearer ann': ['12 Elm St'] });
    await expect(draw('/account/favorites')).rejects.toThrow('drawn only for a signed-in user');
    expect(asked).toEqual([]);
    await expect(draw('/account/favorites', 'Bearer expired')).rejects.toThrow('Please sign in again.');
    expect((await draw('/account/favorites', 'Bearer ann')).html).toBe('<p>12 Elm St</p>');
  });

  it('asks the API as its own user only, while pages for other users are drawn beside it', async () => {
    savedHomesApi({ 'Bearer ann': ['12 Elm St'], 'Bearer bob': ['3 Oak Ave'] });
    const pages = await Promise.all(Array.from({ length: 20 }, (_, i) => draw('/account/favorites', i % 2 ? 'Bearer bob' : 'Bearer ann')));
    pages.forEach((page, i) => expect(page.html).toBe(i % 2 ? '<p>3 Oak Ave</p>' : '<p>12 Elm St</p>'));
  });

  it('never carries a session to a public page’s answers: those are the same for everyone', async () => {
    const asked = savedHomesApi({});
    await expect(draw('/', 'Bearer ann')).rejects.toThrow('Please sign in again.');
    expect(asked).toEqual([null]);
  });
});

describe('a page whose layout depends on the screen, drawn outside the browser', () => {
  function Layout() {
    return <p>{useMediaQuery(widthBelow(801)) ? 'phone layout' : 'wide layout'}</p>;
  }

  it('is drawn as for the width it is drawn for, and says which screens it is for', async () => {
    const page = await renderForRequest(<Layout />, '/', { routes: drawnRoutes, apiOrigin: 'http://api.internal', origin: 'https://homeward.example', load: async () => undefined, screen: { media: widthBelow(801), width: 800 } });
    expect(page.html).toBe('<p>phone layout</p>');
    expect(page.media).toBe('(max-width: 800.98px)');
    expect((await renderForRequest(<Layout />, '/', { routes: drawnRoutes, apiOrigin: 'http://api.internal', origin: 'https://homeward.example', load: async () => undefined })).html).toBe('<p>wide layout</p>');
  });

  it('reads width queries as widthBelow writes them', () => {
    expect(widthMatches('(max-width: 800.98px)', 800)).toBe(true);
    expect(widthMatches('(max-width: 800.98px)', 801)).toBe(false);
    expect(widthMatches('(min-width: 801px)', 801)).toBe(true);
    expect(widthMatches('(min-width: 400px) and (max-width: 800px)', 390)).toBe(false);
    expect(widthMatches('(prefers-reduced-motion: reduce)', 390)).toBe(false);
  });
});
