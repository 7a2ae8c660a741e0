/**
 * A search worker thread (searchWorkers.ts starts it): it builds its own search index from the
 * listings the main thread reads (the database stays with the main thread), and answers searches
 * with the compressed bytes to send, so searches run on another core than HTTP.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { encodeAnswer } from '../../http/encoding';
import { busiestPlaceTexts, IndexBuilder, type IndexedListings } from './listingIndex';
import type { ResolvedPlace } from './places';
import { searchIndexed, warmPlaces } from './search';
import { placeKey, SearchCache } from './searchCache';
import type { SearchWorkerData, ToSearchWorker } from './searchWorkers';

const port = parentPort!;
const settings = workerData as SearchWorkerData;
const cache = new SearchCache(settings.cacheEntries, settings.cacheTtlMs, settings.cacheBytes);
/** Boundaries by place key: sent once per place (they are large), and few (one per city). */
const boundaries = new Map<string, ResolvedPlace['boundary']>();
let index: IndexedListings | null = null;
/** The index being received, chunk by chunk (ToSearchWorker 'index-…'). */
let building: { load: number; builder: IndexBuilder } | null = null;
let indexReady: () => void = () => {};
const firstIndex = new Promise<void>((resolve) => (indexReady = resolve));

async function search(message: Extract<ToSearchWorker, { type: 'search' }>): Promise<void> {
  try {
    if (message.boundary !== undefined) boundaries.set(message.placeKey, message.boundary);
    if (!index) await firstIndex;
    const place: ResolvedPlace = { ...message.input.place, boundary: boundaries.get(message.placeKey) ?? null };
    const answer = searchIndexed(index!, { ...message.input, place }, cache);
    const encoded = await encodeAnswer(Buffer.from(answer.json), message.encoding);
    // A copy in a buffer of its own, handed over without another copy.
    const bytes = new Uint8Array(encoded.bytes.length);
    bytes.set(encoded.bytes);
    port.postMessage({ type: 'answer', id: message.id, version: answer.version, encoding: encoded.encoding, bytes }, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ type: 'failed', id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

/** Prepares the busiest places between searches (each step yields a turn), while the index is still the one they were named from. */
async function warm({ version, places }: Extract<ToSearchWorker, { type: 'warm' }>): Promise<void> {
  if (index?.version !== version) return;
  const started = Date.now();
  for (const place of places) boundaries.set(placeKey(place), place.boundary);
  const made = index;
  const prepared = await warmPlaces(made, places.map((place) => async () => place), cache, () => index === made);
  port.postMessage({ type: 'warmed', version, prepared, ms: Date.now() - started });
}

port.on('message', (message: ToSearchWorker) => {
  switch (message.type) {
    case 'index-begin':
      building = { load: message.load, builder: new IndexBuilder() };
      return;
    case 'index-chunk':
      if (building?.load === message.load) building.builder.add(message.text);
      return;
    case 'index-end':
      // A load that a later one replaced is dropped.
      if (building?.load !== message.load) return;
      index = building.builder.finish(message.version);
      building = null;
      indexReady();
      port.postMessage({ type: 'indexed', version: index.version, busiest: settings.warmPlaces ? busiestPlaceTexts(index, settings.warmPlaces) : [] });
      return;
    case 'warm':
      void warm(message);
      return;
    default:
      void search(message);
  }
});
