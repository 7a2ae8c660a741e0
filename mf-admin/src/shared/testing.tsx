import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AnyEndpoint } from '@homeward/contracts';

/** Draws an admin screen as the slice does: its own query cache (no retries) and a router at `path`. */
export function renderAdmin(ui: ReactNode, path = '/admin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The address the screen is at, for a test to read (`screen.getByTestId('location')`). */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

// A test's stand-in for the API answers any call's input with any shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = (input: any) => unknown;

/**
 * Makes the mocked `callApi` answer each call of the list (the endpoint of `signedInCalls`) with
 * what its function returns or throws; any other call fails the test.
 */
export function answerCalls(callApi: jest.Mock, answers: Array<[AnyEndpoint, Answer]>): void {
  callApi.mockImplementation(async (endpoint: AnyEndpoint, input: unknown) => {
    const found = answers.find(([call]) => call === endpoint);
    if (!found) throw new Error(`unexpected API call: ${endpoint.method}`);
    return found[1](input);
  });
}

/** A page of a list as the admin list calls answer it. */
export const pageOf = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
