/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalFeed, type RunningFeed } from './localFeed';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The feed over `stateDir`, at `port`: a few homes, a market that stands still. */
async function feedAt(stateDir: string, port: number): Promise<RunningFeed> {
  return startLocalFeed({ port, host: '127.0.0.1', publicUrl: `http://127.0.0.1:${port}`, limit: 5, pacePerMinute: 0, stateDir, scale: 1 });
}

/** What a replica that pulled everything up to `since` reads next: each home changed after it. */
const changedAfter = (feed: RunningFeed, since: string) => feed.store.records().filter((r) => r.ModificationTimestamp > since);

const latest = (feed: RunningFeed) => feed.store.records().reduce((last, r) => (r.ModificationTimestamp > last ? r.ModificationTimestamp : last), '');

describe('the local feed over the same data at another address', () => {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'homeward-feed-'));
  afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

  it('lists every home again with its photos at its new address, once, so a replica stops asking the old one', async () => {
    const [first, second] = [await freePort(), await freePort()];
    let feed = await feedAt(stateDir, first);
    const homes = feed.store.records().length;
    expect(homes).toBeGreaterThan(0);
    const pulled = latest(feed);
    expect(feed.store.records().flatMap((r) => r.Media ?? []).every((m) => m.MediaURL.startsWith(`http://127.0.0.1:${first}/media/`))).toBe(true);
    await feed.close();

    // The same address again: nothing to pull.
    feed = await feedAt(stateDir, first);
    expect(changedAfter(feed, pulled)).toHaveLength(0);
    await feed.close();

    // Another address: every home is a change, its photos at the address the feed answers on now.
    feed = await feedAt(stateDir, second);
    const changed = changedAfter(feed, pulled);
    expect(changed).toHaveLength(homes);
    const urls = changed.flatMap((r) => r.Media ?? []).map((m) => m.MediaURL);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`http://127.0.0.1:${second}/media/`)).toBe(true);
    const photo = await fetch(urls[0]);
    expect(photo.status).toBe(200);
    const movedAt = latest(feed);
    await feed.close();

    // And only once: started there again, the feed has nothing new for that replica.
    feed = await feedAt(stateDir, second);
    expect(changedAfter(feed, movedAt)).toHaveLength(0);
    expect(feed.store.records()).toHaveLength(homes);
    await feed.close();
  });

  it('lists every home again once over data kept from before it noted its address, which it cannot know', async () => {
    const port = await freePort();
    let feed = await feedAt(stateDir, port);
    const pulled = latest(feed);
    await feed.close();
    rmSync(path.join(stateDir, 'address.json'));
    feed = await feedAt(stateDir, port);
    expect(changedAfter(feed, pulled)).toHaveLength(feed.store.records().length);
    await feed.close();
  });

  it('has nothing to list again on its first start', async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'homeward-feed-'));
    try {
      const feed = await feedAt(fresh, await freePort());
      const seeded = feed.store.records();
      // Every home as the seed made it: stamped with the feed's start, none changed since.
      expect(new Set(seeded.map((r) => r.ModificationTimestamp)).size).toBe(1);
      await feed.close();
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
