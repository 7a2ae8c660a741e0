import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LISTING_CARD_PHOTO_WIDTH, LISTING_PHOTO_WIDTHS, type ListingPhotoWidth } from '@homeward/contracts';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';

/** The largest source file fetched (a photo past it is refused, not resized). */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** Photos made at once ahead of their first visitor: the feed's pull waits for them, the API's answers do not. */
const PREPARE_CONCURRENCY = 2;

export { LISTING_PHOTO_WIDTHS, type ListingPhotoWidth };

/** Of the homes given: whose first photo is on disk at a card's width, and whose could not be had. */
export interface PreparedPhotos {
  ready: number;
  failed: number;
}

/**
 * A listing's photos as the feed's Media give them, fetched from the source once and resized with
 * sharp to the widths the pages ask for (WebP), each size kept on disk: a card never downloads a
 * full-size photo and the source is not asked again for a size already made.
 */
export class ListingPhotos {
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly db: Queryable,
    private readonly cacheDir: string,
    private readonly fetchSource: typeof fetch = fetch,
  ) {}

  /** The photo resized to `width`, or null when the home has no such photo. */
  async get(mls: string, position: number, width: ListingPhotoWidth): Promise<Buffer | null> {
    const media = await one<{ url: string }>(this.db, 'SELECT url FROM listing_media WHERE mls = $1 AND position = $2', [mls, position]);
    if (!media) return null;
    const key = `${createHash('sha256').update(media.url).digest('hex').slice(0, 32)}-${width}`;
    const file = path.join(this.cacheDir, key.slice(0, 2), `${key}.webp`);
    if (existsSync(file)) return readFileSync(file);
    let pending = this.making.get(key);
    if (!pending) {
      pending = this.make(media.url, width, file).finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  /**
   * Makes each home's first photo at a card's width, ahead of anyone asking for it: a home that has
   * just arrived is at the top of its place's newest-first list, where its card photo is the largest
   * thing a phone draws, and would otherwise wait for the listing service and the resize on its first
   * visitor. A photo already made is left as it is; one that cannot be had now is counted, and made
   * when it is first asked for, as before. Stops early (between photos) once `stopped` says so.
   */
  async prepareFirstPhotos(mls: readonly string[], stopped: () => boolean = () => false): Promise<PreparedPhotos> {
    const queue = [...mls];
    let ready = 0;
    let failed = 0;
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined && !stopped(); next = queue.shift()) {
        try {
          if (await this.get(next, 1, LISTING_CARD_PHOTO_WIDTH)) ready += 1;
        } catch {
          failed += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: PREPARE_CONCURRENCY }, worker));
    return { ready, failed };
  }

  private async make(url: string, width: number, file: string): Promise<Buffer | null> {
    if (!/^https?:\/\//i.test(url)) return null;
    const response = await this.fetchSource(url, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`the photo's source answered ${response.status}`);
    }
    const source = Buffer.from(await response.arrayBuffer());
    if (source.length > MAX_SOURCE_BYTES) throw new Error('the photo is larger than 25 MB');
    const resized = await sharp(source, { limitInputPixels: 100_000_000 }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, resized);
    renameSync(partial, file);
    return resized;
  }
}
