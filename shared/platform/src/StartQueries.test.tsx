import { lazy, Suspense, type ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from './queryClient';
import { StartQueries } from './StartQueries';

const homesQuery = (fetcher: () => Promise<string[]>) => ({ queryKey: ['start-queries-test'], queryFn: fetcher });

describe('StartQueries', () => {
  afterEach(() => queryClient.clear());

  it('asks for the page’s data while the page’s code is still loading, and the page reads that one answer', async () => {
    const fetcher = jest.fn(() => Promise.resolve(['2100042']));
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)));
    function LoadedPage() {
      const { data } = useQuery(homesQuery(fetcher));
      return <p>{data ? `${data.length} saved home` : 'Loading homes'}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<p>Loading the page</p>}>
          <StartQueries start={(client) => client.prefetchQuery(homesQuery(fetcher))}>
            <Page />
          </StartQueries>
        </Suspense>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Loading the page')).toBeTruthy();
    // The code has not arrived, and the data is already on its way.
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => arrive({ default: LoadedPage }));
    expect(await screen.findByText('1 saved home')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
