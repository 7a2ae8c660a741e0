import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ListingDetail } from '@homeward/contracts';
import { ERROR_FETCHING_RESPONSE_MESSAGE } from '@homeward/domain';
import { ActionPanel } from './ActionPanel';

const listing = { mls: '1234567', status: 'A', listingPrice: 900_000 } as ListingDetail;

describe('the property page’s agent lookup', () => {
  it('says the lookup failed and logs why (spec 8)', async () => {
    global.fetch = jest.fn(async () => ({ status: 500, ok: false, text: async () => JSON.stringify({ errorMessage: 'down' }) }) as Response) as typeof fetch;
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ActionPanel listing={listing} agentId="AG-WA-404" onScheduleTour={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(ERROR_FETCHING_RESPONSE_MESSAGE)).toBeVisible();
    expect(log).toHaveBeenCalledWith('The agent AG-WA-404 could not be loaded', expect.objectContaining({ status: 500 }));
    log.mockRestore();
  });
});
