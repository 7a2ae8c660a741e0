import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { queryKeys } from '@homeward/platform';
import { HomeTabs } from './HomeTabs';

// The Buy panel mounts another slice's search bar; these tests are about the tabs around it.
jest.mock('./search/HomeSearch', () => ({ HomeSearch: () => <p>Home search</p> }));

function Location() {
  const { search } = useLocation();
  return <p data-testid="search">{search}</p>;
}

function renderAt(url: string, client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <HomeTabs />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('HomeTabs', () => {
  it('selects the tab named in the query string', () => {
    renderAt('/?tab=2');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Get Loan');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Get Loan');
  });

  it('opens on Buy without a tab', () => {
    renderAt('/');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Buy');
    expect(screen.getByRole('tabpanel', { name: 'Buy' })).toHaveTextContent('Home search');
  });

  it('writes the chosen tab back to the URL and supports arrow keys', async () => {
    const user = userEvent.setup();
    renderAt('/?tab=0');
    await user.click(screen.getByRole('tab', { name: 'Sell' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=4');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Learn');
    expect(screen.getByRole('tab', { name: 'Learn' })).toHaveFocus();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=0');
  });

  it('never calls sample rates today’s rates on the Get Loan tab', () => {
    const rates = (isSample: boolean) => ({
      productRates: [{ rate: 6.875, apr: 6.953, metadata: { description: '30-Year Fixed' } }],
      asOf: isSample ? null : '2026-11-27T00:00:00.000Z',
      source: isSample ? 'Sample rates for illustration only' : 'Example feed',
      isSample,
    });
    const sample = new QueryClient();
    sample.setQueryData(queryKeys.interestRates, rates(true));
    const { unmount } = renderAt('/?tab=2', sample);
    expect(screen.getByRole('tabpanel', { name: 'Get Loan' })).toHaveTextContent('Estimate a payment with the sample rates below');
    expect(screen.getByRole('tabpanel', { name: 'Get Loan' })).not.toHaveTextContent(/today’s/);
    unmount();

    const feed = new QueryClient();
    feed.setQueryData(queryKeys.interestRates, rates(false));
    renderAt('/?tab=2', feed);
    expect(screen.getByRole('tabpanel', { name: 'Get Loan' })).toHaveTextContent('Compare today’s rates below');
  });
});
