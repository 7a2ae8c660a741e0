import { apiCalls, endpoint, JSON_PATCH_CONTENT_TYPE, z } from '@homeward/contracts';
import { signedInCalls } from '@homeward/contracts/signed-in';
import { callApi } from './apiClient';
import { ApiError, httpHooks } from './http';
import { session } from './session';

type Sent = { url: string; method: string; headers: Headers; body: unknown };

function answer(...replies: Array<{ status: number; body: unknown }>): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const next = replies.shift() ?? { status: 500, body: {} };
    // jsdom has no Response; the client reads only status, ok and text().
    return { status: next.status, ok: next.status >= 200 && next.status < 300, text: async () => JSON.stringify(next.body) } as Response;
  }) as typeof fetch;
  return sent;
}

const ok = (data: unknown) => ({ status: 200, body: { statusCode: 'Success', data } });
const FAVORITE = { mls: '2100716', favorite: true };

afterEach(() => {
  session.clear();
  httpHooks.setRefresher(undefined);
});

describe('callApi', () => {
  it('builds the path from the call’s parameters, encoded, and sends its method', async () => {
    const sent = answer(ok(FAVORITE), ok({ ...FAVORITE, favorite: false }));
    await expect(callApi(apiCalls.addFavorite, { params: { mls: '2100716' } })).resolves.toEqual(FAVORITE);
    await callApi(apiCalls.removeFavorite, { params: { mls: 'a/b?c' } });
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['PUT', '/api/v2/Favorites/2100716'],
      ['DELETE', '/api/v2/Favorites/a%2Fb%3Fc'],
    ]);
  });

  it('writes the query, encoded, and sends the body as JSON', async () => {
    const sent = answer(ok({ predictions: [] }), ok({ challengeIdentifier: 'c-1', isNewUser: true }));
    await callApi(apiCalls.placeSuggestions, { query: { text: 'Bel levue&' } });
    await callApi(apiCalls.sendPhoneCode, { query: { phone: '2065550100', country: 'US' }, body: { phone: '2065550100', country: 'US' } });
    expect(sent[0].url).toBe('/api/v2/Listings/AutoSuggest?text=Bel+levue%26');
    expect(sent[0].body).toBeUndefined();
    expect(sent[1]).toMatchObject({ method: 'POST', url: '/api/v2/Account/SendCodeForPhoneAuth?phone=2065550100&country=US', body: { phone: '2065550100', country: 'US' } });
    expect(sent[1].headers.get('Content-Type')).toBe('application/json');
    expect(sent[1].headers.get('X-Client-Token')).toBe('homeward-web');
  });

  it('sends the content type a call names (Agent/Signup: JSON Patch)', async () => {
    const sent = answer({ status: 400, body: { statusCode: 'BadRequest', errorMessage: 'Enter your first name.' } });
    await expect(callApi(signedInCalls.agentSignup, { body: {} as never })).rejects.toMatchObject({ status: 400, message: 'Enter your first name.' });
    expect(sent[0].headers.get('Content-Type')).toBe(JSON_PATCH_CONTENT_TYPE);
    expect(sent[0].url).toBe('/api/v2/agent/Agent/Signup');
  });

  it('answers the data its response schema reads, and refuses an answer of another shape', async () => {
    answer(ok({ data: { agentName: 'Ada Agent', agentPhone: '2065550100' } }), ok({ data: { agentName: 'Ada Agent' } }));
    await expect(callApi(apiCalls.agentSnapshot, { params: { agentId: 'a-1' } })).resolves.toEqual({ data: { agentName: 'Ada Agent', agentPhone: '2065550100' } });
    const refused = callApi(apiCalls.agentSnapshot, { params: { agentId: 'a-1' } });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 502, message: 'The service sent an answer we could not read. Please try again.' });
  });

  it('surfaces the server’s message and status on a failure', async () => {
    answer({ status: 404, body: { statusCode: 'NotFound', errorMessage: 'We could not find that home.' } }, { status: 503, body: 'upstream down' });
    await expect(callApi(apiCalls.listing, { params: { mls: '99999' } })).rejects.toMatchObject({ status: 404, message: 'We could not find that home.' });
    await expect(callApi(apiCalls.interestRates)).rejects.toMatchObject({ status: 503, message: 'The service is not answering right now. Please try again in a moment.' });
  });

  it('signs a call as the signed-in user and repeats it once after a refresh on 401', async () => {
    session.signIn({ id: 'user-1', accessToken: 'old', tokenExpiration: Date.now() + 3_600_000 }, 'refresh-1');
    httpHooks.setRefresher(async () => {
      session.updateTokens({ accessToken: 'new', tokenExpiration: Date.now() + 3_600_000 });
      return true;
    });
    const sent = answer({ status: 401, body: { statusCode: 'Unauthorized', errorMessage: 'expired' } }, ok([]));
    await expect(callApi(apiCalls.myRequests)).resolves.toEqual([]);
    expect(sent.map((s) => s.headers.get('Authorization'))).toEqual(['Bearer old', 'Bearer new']);
    expect(sent[1].headers.get('X-User-Token')).toBe('user-1');
  });

  it('passes the abort signal through', async () => {
    answer(ok({ n: 1 }));
    const controller = new AbortController();
    await callApi(endpoint(() => ({ method: 'GET', path: '/api/v2/Example', response: z.object({ n: z.number() }) })), { signal: controller.signal });
    expect((global.fetch as jest.Mock).mock.calls[0][1].signal).toBe(controller.signal);
  });
});

describe('call definitions (type-check fixture: `npm run typecheck` fails if a wrong call stops being an error)', () => {
  it('type the parameters, query and body of each call', () => {
    answer();
    const wrongCalls = [
      // @ts-expect-error a home's page needs its MLS number
      () => callApi(apiCalls.listing),
      // @ts-expect-error the search's body has no field of this name
      () => callApi(apiCalls.listingSearch, { body: { searchTxt: 'Seattle' } }),
      // @ts-expect-error the suggestions are found by `text`
      () => callApi(apiCalls.placeSuggestions, { query: { q: 'Sea' } }),
    ];
    expect(wrongCalls).toHaveLength(3);
  });
});
