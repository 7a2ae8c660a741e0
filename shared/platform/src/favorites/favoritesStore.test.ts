import { waitFor } from '@testing-library/react';
import { bus } from '../bus';
import { queryClient } from '../queryClient';
import { session } from '../session';
import {
  favoritesStore,
  FAVORITES_CHANNEL_NAME,
  loadFavoritesFromServer,
  resetFavoritesForTests,
  startFavoritesSync,
  toggleFavorite,
} from './favoritesStore';

/** A minimal in-memory BroadcastChannel: like the real one, it never delivers to its sender. */
class FakeChannel {
  static all: FakeChannel[] = [];
  private listeners: Array<(e: MessageEvent) => void> = [];
  constructor(readonly name: string) {
    FakeChannel.all.push(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.all) {
      if (other !== this && other.name === this.name) other.listeners.forEach((l) => l({ data } as MessageEvent));
    }
  }
  addEventListener(_type: 'message', listener: (e: MessageEvent) => void) {
    this.listeners.push(listener);
  }
  close() {
    FakeChannel.all = FakeChannel.all.filter((c) => c !== this);
  }
}

const listing = (mls: string) => ({
  mls,
  addedAt: '2026-01-01T00:00:00Z',
  listing: {
    mls, latitude: 47.6, longitude: -122.2, timeOnMarket: '3 days', listingPrice: 900000, hasOpenHouse: false,
    state: 'WA', status: 'A', type: 'RESI', bedrooms: 3, baths: 2, totalSquareFoot: 1800, yearBuilt: 1990, hoa: null,
    minSchoolRating: 7, daysOnMarket: 3, newConstruction: false, openHouses: [], soldDate: null, address: '1 Main St',
    unit: null, city: 'Bellevue', zipcode: '98004', addressIsSample: false, photos: [], cashBack: 6750,
  },
});

/** jsdom has no Response: the http client reads only these members. */
function jsonResponse(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 400, status, text: async () => JSON.stringify(body) });
}

function signIn() {
  session.signIn({ id: 'user-1', accessToken: 'token', tokenExpiration: Date.now() + 3_600_000 });
}

describe('favourites store', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    session.clear();
    resetFavoritesForTests();
    FakeChannel.all = [];
    Object.assign(globalThis, { BroadcastChannel: FakeChannel });
    // A small favourites server that already holds one home.
    const saved = new Set(['1111111']);
    fetchMock = jest.fn((url: string, init: RequestInit) => {
      if (init.method === 'GET') return jsonResponse({ statusCode: 'Success', data: [...saved].map(listing) });
      const mls = url.split('/').pop() ?? '';
      if (init.method === 'PUT') saved.add(mls);
      else saved.delete(mls);
      return jsonResponse({ statusCode: 'Success', data: { mls, favorite: init.method === 'PUT' } });
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => resetFavoritesForTests());

  /** The server's next answer, as it stands when asked, given only when the test says so. */
  function holdNextAnswer() {
    let give: (() => void) | undefined;
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementationOnce((url: string, init: RequestInit) => {
      const answer = serve(url, init);
      return new Promise((resolve) => (give = () => resolve(answer)));
    });
    return { asked: () => give !== undefined, give: () => give!() };
  }

  it('asks for the login modal when signed out, and saves the home after sign-in', async () => {
    const requests: string[] = [];
    const sub = bus.on('auth:login-requested').subscribe((e) => requests.push(e.type));
    await toggleFavorite('2222222');
    expect(requests).toHaveLength(1);
    expect(favoritesStore.getState().mls).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();

    signIn();
    bus.publish({ type: 'auth:signed-in', userId: 'user-1' });
    await waitFor(() => expect(favoritesStore.getState().mls).toHaveLength(2));

    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(put?.[0]).toBe('/api/v2/Favorites/2222222');
    expect(favoritesStore.getState().mls).toEqual(expect.arrayContaining(['2222222', '1111111']));
    expect(JSON.parse(localStorage.getItem('favoriteList') ?? '[]')).toEqual(favoritesStore.getState().mls);
    sub.unsubscribe();
  });

  it('drops the pending heart when the login modal closes without signing in', async () => {
    startFavoritesSync();
    await toggleFavorite('3333333');
    expect(favoritesStore.getState().pending).toBe('3333333');
    bus.publish({ type: 'auth:login-modal-closed', signedIn: false });
    expect(favoritesStore.getState().pending).toBeNull();
  });

  it('toggles through the API when signed in and tells other tabs', async () => {
    signIn();
    startFavoritesSync();
    const otherTab = new FakeChannel(FAVORITES_CHANNEL_NAME);
    const received: unknown[] = [];
    otherTab.addEventListener('message', (e) => received.push(e.data));

    await toggleFavorite('4444444');
    expect(favoritesStore.getState().mls).toContain('4444444');
    expect(received).toEqual([{ mls: ['4444444'] }]);

    await toggleFavorite('4444444');
    expect(favoritesStore.getState().mls).not.toContain('4444444');
    expect(fetchMock.mock.calls.map(([, init]) => init.method)).toEqual(['PUT', 'DELETE']);
  });

  it('reads the server again after a change, never the list it sent before the change', async () => {
    signIn();
    await loadFavoritesFromServer();
    expect(favoritesStore.getState().mls).toEqual(['1111111']);
    await toggleFavorite('4444444');
    // The account details arriving a moment later ask for the list again.
    await loadFavoritesFromServer();
    expect(favoritesStore.getState().mls).toEqual(expect.arrayContaining(['1111111', '4444444']));
    expect(fetchMock.mock.calls.map(([, init]) => init.method)).toEqual(['GET', 'PUT', 'GET']);
  });

  it('keeps a heart pressed and saved while the list was loading, whatever the older list says', async () => {
    signIn();
    // The list is asked for, and answers only once the heart has been pressed and saved.
    const answer = holdNextAnswer();
    const loaded = loadFavoritesFromServer();
    await waitFor(() => expect(answer.asked()).toBe(true));
    await toggleFavorite('4444444');
    expect(favoritesStore.getState().saving).toEqual([]);
    answer.give();
    await loaded;
    // The saved home stays saved beside the server's, though the list predates it.
    expect(favoritesStore.getState().mls).toEqual(['4444444', '1111111']);
    expect(fetchMock.mock.calls.map(([, init]) => init.method)).toEqual(['GET', 'PUT']);
  });

  it('keeps a home removed while the list was loading off it, though the older list still holds it', async () => {
    signIn();
    await loadFavoritesFromServer();
    expect(favoritesStore.getState().mls).toEqual(['1111111']);
    // Asked for again (not from the cache), and answered only once the home has been removed.
    queryClient.clear();
    const answer = holdNextAnswer();
    const loaded = loadFavoritesFromServer();
    await waitFor(() => expect(answer.asked()).toBe(true));
    await toggleFavorite('1111111');
    answer.give();
    await loaded;
    expect(favoritesStore.getState().mls).toEqual([]);
    expect(fetchMock.mock.calls.map(([, init]) => init.method)).toEqual(['GET', 'GET', 'DELETE']);
  });

  it('takes on a list another tab broadcasts', () => {
    startFavoritesSync();
    new FakeChannel(FAVORITES_CHANNEL_NAME).postMessage({ mls: ['5555555'] });
    expect(favoritesStore.getState().mls).toEqual(['5555555']);
    new FakeChannel(FAVORITES_CHANNEL_NAME).postMessage({ mls: [42] });
    expect(favoritesStore.getState().mls).toEqual(['5555555']);
  });

  it('undoes the heart and shows an error toast when the server refuses', async () => {
    signIn();
    startFavoritesSync();
    fetchMock.mockImplementation(() => jsonResponse({ statusCode: 'InternalError', errorMessage: 'down' }, 500));
    const toasts: string[] = [];
    const sub = bus.on('toast').subscribe((e) => toasts.push(e.message));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await toggleFavorite('6666666');
    expect(favoritesStore.getState().mls).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    errors.mockRestore();
    expect(toasts).toEqual(['This home could not be saved. Please try again.']);
    sub.unsubscribe();
  });

  it('empties the list on sign-out', async () => {
    signIn();
    startFavoritesSync();
    await toggleFavorite('7777777');
    bus.publish({ type: 'auth:signed-out', reason: 'user' });
    expect(favoritesStore.getState().mls).toEqual([]);
  });
});
