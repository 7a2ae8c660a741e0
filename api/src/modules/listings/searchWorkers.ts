import { Worker } from 'node:worker_threads';
import type { Queryable } from '../../db/db';
import type { ContentEncoding, EncodedAnswer } from '../../http/encoding';
import { readIndexChunks, VersionedCopy } from './listingIndex';
import type { ResolvedPlace } from './places';
import type { SearchInput } from './matches';
import { placeKey } from './searchCache';

/** What each worker is started with. */
export interface SearchWorkerData {
  cacheEntries: number;
  cacheTtlMs: number;
  cacheBytes: number;
  /** How many of the busiest places a worker names, once its index is built, to be prepared (0 = none). */
  warmPlaces?: number;
}

/**
 * Resolves the busiest places a worker named (the database is on the main thread); the worker then
 * prepares them in the background, as the in-thread index does. Places it should not prepare
 * (an app that is not serving yet) resolve to none.
 */
export type ResolvePlaces = (texts: readonly string[]) => Promise<ResolvedPlace[]>;

/** A search as sent to a worker: the place without its boundary, which goes once per place and worker. */
export type WorkerSearchInput = Omit<SearchInput, 'place'> & { place: Omit<ResolvedPlace, 'boundary'> };

export type ToSearchWorker =
  // A new index, chunk by chunk: a worker builds the one of the latest `load` it was told of.
  | { type: 'index-begin'; load: number }
  | { type: 'index-chunk'; load: number; text: string }
  | { type: 'index-end'; load: number; version: string }
  | { type: 'search'; id: number; placeKey: string; boundary?: ResolvedPlace['boundary']; input: WorkerSearchInput; encoding: ContentEncoding }
  // The busiest places (named by the worker in 'indexed'), resolved: prepared over the index of `version`.
  | { type: 'warm'; version: string; places: ResolvedPlace[] };

type FromSearchWorker =
  | { type: 'answer'; id: number; version: string; encoding: ContentEncoding; bytes: Uint8Array }
  | { type: 'failed'; id: number; message: string }
  | { type: 'indexed'; version: string; busiest: string[] }
  | { type: 'warmed'; version: string; prepared: number; ms: number };

/** An answer made by a worker: the bytes to send, and the listings_version of the index it came from. */
export interface WorkerAnswer extends EncodedAnswer {
  version: string;
}

interface Slot {
  worker: Worker;
  /** Keys of the places whose boundary this worker has. */
  places: Set<string>;
  pending: Map<number, { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }>;
}

/**
 * The worker's entry. The API runs from TypeScript sources through tsx; a worker thread does not
 * count on inheriting its loader from however the process was started: run from sources, it starts
 * from a small module that registers tsx and imports the TypeScript entry.
 */
function workerEntry(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./searchWorker.js', import.meta.url);
  const entry = new URL('./searchWorker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}

/**
 * Searches on worker threads, so a process answers HTTP on one core while searches run on another.
 * The main thread keeps the database: it watches listings_version as the in-thread index does
 * (VersionedCopy) and, when it moves, reads the listings once and hands each chunk of text to every
 * worker as it comes, which builds its own index from them. A search goes to the worker with the fewest searches
 * in hand and comes back as the compressed bytes to send. A worker that stops is replaced (the
 * searches it held fail, as a thrown search would) and given the listings again.
 */
export class SearchWorkers {
  private readonly slots: Slot[] = [];
  private readonly listings: VersionedCopy<{ version: string }>;
  private nextId = 1;
  private nextLoad = 1;
  private closed = false;

  constructor(
    db: Queryable,
    private readonly size: number,
    private readonly data: SearchWorkerData,
    private readonly warm?: { resolve: ResolvePlaces; onWarmed?: (prepared: number, ms: number) => void },
  ) {
    this.listings = new VersionedCopy(db, async (source) => {
      this.start();
      const load = this.nextLoad++;
      const slots = [...this.slots];
      const post = (message: ToSearchWorker) => {
        for (const slot of slots) slot.worker.postMessage(message);
      };
      post({ type: 'index-begin', load });
      const version = await readIndexChunks(source, (text) => post({ type: 'index-chunk', load, text }));
      // Messages keep their order: searches sent after this one are answered from this index.
      post({ type: 'index-end', load, version });
      return { version };
    });
  }

  /** The listings_version the workers answer at (the index is read, and the workers started, on first use). */
  async version(now: number): Promise<string> {
    return (await this.listings.get(now)).version;
  }

  async search(input: SearchInput, encoding: ContentEncoding): Promise<WorkerAnswer> {
    await this.listings.get(input.now.getTime());
    if (this.closed) throw new Error('search workers are closed');
    let slot = this.slots[0];
    for (const other of this.slots) if (other.pending.size < slot.pending.size) slot = other;
    const id = this.nextId++;
    const key = placeKey(input.place);
    const { boundary, ...place } = input.place;
    const message: ToSearchWorker = { type: 'search', id, placeKey: key, input: { ...input, place }, encoding };
    if (!slot.places.has(key)) {
      message.boundary = boundary;
      slot.places.add(key);
    }
    return new Promise<WorkerAnswer>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage(message);
    });
  }

  /** The worker threads running now (for health checks and tests). */
  get threads(): readonly Worker[] {
    return this.slots.map((slot) => slot.worker);
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
    for (const slot of slots) for (const { reject } of slot.pending.values()) reject(new Error('search workers are closed'));
  }

  private start(): void {
    while (!this.closed && this.slots.length < this.size) this.slots.push(this.spawn());
  }

  /** Resolves the places a worker named and hands them to it, boundaries included. */
  private async prepare(slot: Slot, version: string, texts: readonly string[]): Promise<void> {
    const places = await this.warm!.resolve(texts).catch(() => []);
    if (places.length === 0 || this.closed || !this.slots.includes(slot)) return;
    for (const place of places) slot.places.add(placeKey(place));
    slot.worker.postMessage({ type: 'warm', version, places } satisfies ToSearchWorker);
  }

  private spawn(): Slot {
    const worker = new Worker(workerEntry(), { workerData: this.data satisfies SearchWorkerData });
    worker.unref();
    const slot: Slot = { worker, places: new Set(), pending: new Map() };
    worker.on('message', (message: FromSearchWorker) => {
      if (message.type === 'indexed') {
        if (this.warm && message.busiest.length > 0) void this.prepare(slot, message.version, message.busiest);
        return;
      }
      if (message.type === 'warmed') {
        this.warm?.onWarmed?.(message.prepared, message.ms);
        return;
      }
      const waiting = slot.pending.get(message.id);
      if (!waiting) return;
      slot.pending.delete(message.id);
      if (message.type === 'failed') waiting.reject(new Error(`search failed in a worker: ${message.message}`));
      else waiting.resolve({ bytes: Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength), encoding: message.encoding, version: message.version });
    });
    // 'error' (an uncaught exception in the worker) is followed by 'exit'.
    worker.on('error', () => {});
    worker.on('exit', () => {
      const at = this.slots.indexOf(slot);
      if (at >= 0) this.slots.splice(at, 1);
      for (const { reject } of slot.pending.values()) reject(new Error('a search worker stopped'));
      slot.pending.clear();
      if (this.closed) return;
      // The replacement needs the listings: read them again for every worker.
      void this.listings.reload().catch(() => {});
    });
    return slot;
  }
}
