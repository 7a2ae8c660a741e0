import { ATTRIBUTION_STORAGE_KEY, currentAttribution, rememberAttribution, withAttribution } from './attribution';
import { createRequest } from './queries/requests';

function mockFetch() {
  const bodies: unknown[] = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const stored = { id: 'r1', intent: 'ScheduleTour', status: 'Received', listingMls: '2100042', createdAt: '2026-03-01T00:00:00.000Z', payload: {} };
    return { status: 200, ok: true, text: async () => JSON.stringify({ statusCode: 'Success', data: stored }) } as Response;
  }) as typeof fetch;
  return bodies;
}

const tour = { intent: 'ScheduleTour', listing_MLS: '2100042', tour: { date: '2026-03-10', time: '10:00' } } as const;

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the visit referrer', () => {
  it('is kept for the tab after the visitor leaves the referred page', () => {
    window.history.replaceState(null, '', '/seattle-news/listings/city/WA/Seattle');
    expect(rememberAttribution(window.location.pathname)).toEqual({ refferer: 'seattle-news' });
    window.history.replaceState(null, '', '/home/2100042');
    expect(currentAttribution()).toEqual({ refferer: 'seattle-news' });
  });

  it('follows the latest referred address and ignores unsafe stored values', () => {
    rememberAttribution('/news/acme/learn');
    rememberAttribution('/home/1', '?refferer=radio');
    expect(currentAttribution()).toEqual({ refferer: 'radio' });
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ refferer: '../admin', affiliation: '<b>' }));
    expect(currentAttribution()).toEqual({});
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, 'not json');
    expect(currentAttribution()).toEqual({});
  });

  it('is none on a plain visit, and an explicit attribution (a widget) wins', () => {
    expect(withAttribution({ ...tour })).toEqual(tour);
    rememberAttribution('/news/listings/city/WA/Seattle');
    expect(withAttribution({ ...tour, attribution: { refferer: 'widget1', affiliation: 'acme' } }).attribution).toEqual({ refferer: 'widget1', affiliation: 'acme' });
    expect(withAttribution({ ...tour, attribution: {} }).attribution).toEqual({ refferer: 'news' });
  });
});

describe('createRequest', () => {
  it("sends every slice's request with the visit's referrer", async () => {
    const bodies = mockFetch();
    rememberAttribution('/seattle-news/acme/listings/city/WA/Seattle');
    window.history.replaceState(null, '', '/home/2100042');
    await createRequest(tour);
    await createRequest({ intent: 'RequestMortgage', mortgage: { price: 500000 } });
    expect(bodies).toEqual([
      { ...tour, attribution: { refferer: 'seattle-news', affiliation: 'acme' } },
      { intent: 'RequestMortgage', mortgage: { price: 500000 }, attribution: { refferer: 'seattle-news', affiliation: 'acme' } },
    ]);
  });

  it('sends no attribution field when the visit has no referrer', async () => {
    const bodies = mockFetch();
    await createRequest(tour);
    expect(bodies).toEqual([tour]);
  });
});
