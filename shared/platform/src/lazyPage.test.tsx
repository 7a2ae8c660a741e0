import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { lazyPage, loadRoute, preloadElement, preloadRoute } from './lazyPage';
import { queryClient } from './queryClient';
import { StartQueries } from './StartQueries';

function Hello({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('lazyPage', () => {
  it('draws a preloaded page in the first commit, without the fallback', async () => {
    const Page = lazyPage(async () => ({ default: Hello }));
    await preloadElement(<Page name="Ada" />);
    render(
      <Suspense fallback={<p>Loading the page…</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    expect(screen.queryByText('Loading the page…')).toBeNull();
  });

  it('suspends like React.lazy when not preloaded, and loads the code once', async () => {
    const load = jest.fn(async () => ({ default: Hello }));
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading the page…</p>}>
        <Page name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading the page…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello Grace' })).toBeTruthy();
    await act(() => Page.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ default: Hello });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    render(<Page name="Lin" />);
    expect(screen.getByRole('heading', { name: 'Hello Lin' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the page a StartQueries wrapper draws, and starts its queries beside the code', async () => {
    const load = jest.fn(async () => ({ default: Hello }));
    const Page = lazyPage(load);
    const start = jest.fn(async () => undefined);
    await preloadElement(
      <StartQueries start={start}>
        <Page name="Mae" />
      </StartQueries>,
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(queryClient);
    render(
      <Suspense fallback={<p>Loading the page…</p>}>
        <StartQueries start={start}>
          <Page name="Mae" />
        </StartQueries>
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello Mae' })).toBeTruthy();
    expect(screen.queryByText('Loading the page…')).toBeNull();
  });

  it('leaves elements that are not lazy pages alone', async () => {
    await expect(preloadElement(<Hello name="x" />)).resolves.toBeUndefined();
    await expect(preloadElement(null)).resolves.toBeUndefined();
    await expect(
      preloadElement(
        <div>
          <Hello name="a" />
          <Hello name="b" />
        </div>,
      ),
    ).resolves.toBeUndefined();
  });
});

describe('preloadRoute', () => {
  it('loads the page of the best-ranked route and asks for its data with the path’s parameters', async () => {
    const load = jest.fn(async () => ({ default: Hello }));
    const Page = lazyPage(load);
    const prefetch = jest.fn();
    const other = jest.fn();
    await preloadRoute(
      [
        { path: '/home/:mls?', element: <Page name="x" />, prefetch },
        { path: '/home/new', element: <Hello name="y" />, prefetch: other },
        { path: '*', element: null },
      ],
      '/home/2100042',
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ mls: '2100042' }));
    expect(other).not.toHaveBeenCalled();
  });

  it('ranks static segments first and does nothing for a path no route matches', async () => {
    const prefetch = jest.fn();
    const other = jest.fn();
    const routes = [
      { path: '/home/:mls?', element: null, prefetch: other },
      { path: '/home/new', element: null, prefetch },
    ];
    await preloadRoute(routes, '/home/new');
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    await expect(preloadRoute(routes, '/elsewhere')).resolves.toBeUndefined();
  });
});

describe('loadRoute', () => {
  const routes = (load: () => Promise<string>) => [
    { path: '/home/:mls', element: <p />, query: ({ mls }: Record<string, string | undefined>) => ({ queryKey: ['home', mls], queryFn: load }) },
    { path: '/about', element: <p /> },
  ];

  it('fetches the answer the matched route’s page first draws from into the given cache', async () => {
    const client = new QueryClient();
    await loadRoute(routes(async () => 'a home'), '/home/42', client);
    expect(client.getQueryData(['home', '42'])).toBe('a home');
  });

  it('rejects when that answer cannot be had, and asks for nothing on a route without one', async () => {
    await expect(loadRoute(routes(() => Promise.reject(new Error('gone'))), '/home/42', new QueryClient({ defaultOptions: { queries: { retry: false } } }))).rejects.toThrow('gone');
    const client = new QueryClient();
    await loadRoute(routes(async () => 'never'), '/about', client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
