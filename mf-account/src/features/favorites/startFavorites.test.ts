import { QueryClient } from '@tanstack/react-query';
import { apiPaths, type Favorite } from '@homeward/contracts';
import { favoritesQuery } from '@homeward/platform';
import { startFavorites } from './startFavorites';

// The list as the API answers it: the saved homes, newest saved first, each with its photos.
const answer = jest.fn<Promise<Favorite[]>, []>();
jest.mock('@homeward/platform', () => {
  const actual = jest.requireActual('@homeward/platform');
  return { ...actual, favoritesQuery: { ...actual.favoritesQuery, queryFn: () => answer() } };
});

const favorite = (mls: string, photos: string[]) => ({ mls, addedAt: '2026-11-01T00:00:00Z', listing: { mls, photos } }) as unknown as Favorite;
const photoPreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
/** A preload's address as the page wrote it (the link reads it back absolute). */
const addressOf = (link: HTMLLinkElement) => link.href.replace(document.baseURI.replace(/\/$/, ''), '');

describe('the favourites page’s first requests', () => {
  afterEach(() => {
    document.head.replaceChildren();
    answer.mockReset();
  });

  it('asks for the saved homes, and once they are known for the photos of the first two cards, at high priority', async () => {
    answer.mockResolvedValue([
      favorite('2100001', [apiPaths.listingPhoto('2100001', 1), apiPaths.listingPhoto('2100001', 2)]),
      favorite('2100002', [apiPaths.listingPhoto('2100002', 1)]),
      favorite('2100003', [apiPaths.listingPhoto('2100003', 1)]),
    ]);
    const client = new QueryClient();
    // The page's own query, asking while this one is under way, is answered by the same request.
    await Promise.all([startFavorites(client), client.fetchQuery(favoritesQuery)]);
    expect(answer).toHaveBeenCalledTimes(1);
    expect(photoPreloads().map(addressOf)).toEqual([apiPaths.listingPhoto('2100001', 1), apiPaths.listingPhoto('2100002', 1)]);
    expect(photoPreloads().every((link) => link.getAttribute('fetchpriority') === 'high')).toBe(true);
  });

  it('asks for no photo when a saved home has none, or when the list cannot be read', async () => {
    answer.mockResolvedValueOnce([favorite('2100004', [])]);
    await startFavorites(new QueryClient());
    expect(photoPreloads()).toHaveLength(0);
    answer.mockRejectedValueOnce(new Error('offline'));
    await expect(startFavorites(new QueryClient({ defaultOptions: { queries: { retry: false } } }))).resolves.toBeUndefined();
    expect(photoPreloads()).toHaveLength(0);
  });
});
