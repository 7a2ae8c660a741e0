import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AccountDetails } from '@homeward/contracts';
import { session } from '@homeward/platform';

/**
 * The API's answer as the http client reads it (jsdom has no Response): `body` in the success
 * envelope, or from a status of 400 on the refusal with `body` as its message.
 */
export const apiReply = (body: unknown, status = 200) =>
  Promise.resolve({
    ok: status < 400,
    status,
    text: async () => JSON.stringify(status < 400 ? { statusCode: 'Success', data: body } : { statusCode: 'BadRequest', errorMessage: body }),
  });

/** A call the page made: its method, address and body (read from JSON). */
export interface ApiCall {
  method: string;
  url: string;
  // A test reads any body it sent.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Answers every call the page makes with `answer`, and keeps the calls in order for the test to read. */
export function answerApi(answer: (call: ApiCall) => ReturnType<typeof apiReply>): ApiCall[] {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return answer(call);
  }) as unknown as typeof fetch;
  return calls;
}

/** A buyer's Account/Details, with the changes a test needs. */
export const accountDetails = (changes: Partial<AccountDetails> = {}): AccountDetails => ({
  firstName: 'Test',
  lastName: 'Buyer',
  image: null,
  isAgent: false,
  agentStatus: -1,
  email: 'test@example.com',
  phone: '+12065550123',
  isEmailConfirmed: true,
  isEstablished: true,
  scope: ['user'],
  ...changes,
});

/** Each test of the file runs with a user signed in, and signed out after it. */
export function signedInForEachTest(): void {
  beforeEach(() => session.signIn({ id: 'user-1', accessToken: 'token', tokenExpiration: Date.now() + 3_600_000 }));
  afterEach(() => session.clear());
}

/** Draws a part of the account as the slice does: a query cache of its own (no retries) inside a router. */
export function renderAccount(ui: ReactNode) {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
    </MemoryRouter>,
  );
}
