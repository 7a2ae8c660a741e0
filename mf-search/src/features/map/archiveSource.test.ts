/**
 * @jest-environment node
 */
import { CachedArchiveSource } from './archiveSource';

const URL_OF_ARCHIVE = 'http://localhost/basemap/homeward.0123456789ab.pmtiles';

function rangeAnswer(bytes: number[]): Response {
  return new Response(new Uint8Array(bytes), { status: 206, headers: { 'content-range': `bytes 0-${bytes.length - 1}/100`, 'content-length': String(bytes.length) } });
}

describe('the basemap archive read through the HTTP cache', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('reads a range through the cache when the cache answers', async () => {
    fetchMock.mockResolvedValueOnce(rangeAnswer([1, 2, 3]));
    const answer = await new CachedArchiveSource(URL_OF_ARCHIVE).getBytes(0, 3);
    expect([...new Uint8Array(answer.data)]).toEqual([1, 2, 3]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.cache).toBeUndefined();
    expect(new Headers(init.headers).get('range')).toBe('bytes=0-2');
  });

  it('asks a range the cache answered short once more, past the cache', async () => {
    // A 206 of 2 bytes where 5 were asked for: what Chromium's cache gives while it still writes the range.
    fetchMock.mockResolvedValueOnce(rangeAnswer([9, 9])).mockResolvedValueOnce(rangeAnswer([1, 2, 3, 4, 5]));
    const answer = await new CachedArchiveSource(URL_OF_ARCHIVE).getBytes(20, 5);
    expect([...new Uint8Array(answer.data)]).toEqual([1, 2, 3, 4, 5]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0][1]!.cache).toBeUndefined();
    expect(fetchMock.mock.calls[1][1]!.cache).toBe('no-store');
  });

  it('asks a range that failed in the browser once more, past the cache', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(rangeAnswer([4, 5]));
    const answer = await new CachedArchiveSource(URL_OF_ARCHIVE).getBytes(10, 2);
    expect([...new Uint8Array(answer.data)]).toEqual([4, 5]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][1]!.cache).toBe('no-store');
    expect(new Headers(fetchMock.mock.calls[1][1]!.headers).get('range')).toBe('bytes=10-11');
  });

  it('does not ask again for a read the map cancelled, nor for an answer that is wrong', async () => {
    const cancelled = new AbortController();
    cancelled.abort();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(new CachedArchiveSource(URL_OF_ARCHIVE).getBytes(0, 2, cancelled.signal)).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset().mockResolvedValueOnce(new Response('gone', { status: 404 }));
    await expect(new CachedArchiveSource(URL_OF_ARCHIVE).getBytes(0, 2)).rejects.toThrow('Bad response code: 404');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
