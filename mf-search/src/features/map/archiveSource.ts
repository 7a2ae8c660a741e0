import { FetchSource, type RangeResponse } from 'pmtiles';

/**
 * The basemap archive read in byte ranges through the browser's HTTP cache: the archive is
 * immutable, so a later visit reads its ranges from disk. On a first visit, when two tiles share
 * their bytes (the archive stores identical tiles once) and are asked for together, Chromium may
 * answer the second read from the cache entry the first is still writing: a 206 with fewer bytes
 * than asked for, which the map cannot decode, leaving that part of it blank. A read that comes
 * back short, or fails on the way, is asked once more past the cache.
 */
export class CachedArchiveSource extends FetchSource {
  private readonly uncached: FetchSource;

  constructor(url: string) {
    super(url);
    this.uncached = new FetchSource(url);
    // pmtiles' own switch for reads that neither use nor fill the cache (`cache: 'no-store'`).
    this.uncached.chromeWindowsNoCache = true;
  }

  override async getBytes(offset: number, length: number, signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    try {
      const answer = await super.getBytes(offset, length, signal, etag);
      // Only the archive's end can answer short, and the archive is read there at most once, for
      // its header when it is smaller than the header read.
      if (answer.data.byteLength === length || signal?.aborted) return answer;
    } catch (error) {
      // A network-level failure is a TypeError; an answer the library refuses, or a read the map
      // cancelled, is not asked again.
      if (!(error instanceof TypeError) || signal?.aborted) throw error;
    }
    return this.uncached.getBytes(offset, length, signal, etag);
  }
}
