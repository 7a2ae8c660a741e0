// Writes a PMTiles version 3 archive: a 127-byte header, a root directory, optional leaf
// directories, JSON metadata and the tile data, laid out as the PMTiles v3 specification says.
// Directories list (tile id, offset, length, run length) entries, varint-encoded column by column
// and gzip-compressed; identical tiles are stored once and consecutive ones share a run.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';

export interface TileInput {
  z: number;
  x: number;
  y: number;
  /** The tile's bytes, already compressed as `tileCompression` says. */
  data: Uint8Array;
}

export interface ArchiveOptions {
  minZoom: number;
  maxZoom: number;
  bounds: [west: number, south: number, east: number, north: number];
  center: [lng: number, lat: number, zoom: number];
  metadata: Record<string, unknown>;
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

const HEADER_BYTES = 127;
const ROOT_LIMIT = 16_384 - HEADER_BYTES;
const COMPRESSION_GZIP = 2;
const TILE_TYPE_MVT = 1;

function pushVarint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

export function serializeDirectory(entries: readonly Entry[]): Uint8Array {
  const out: number[] = [];
  pushVarint(out, entries.length);
  let last = 0;
  for (const e of entries) {
    pushVarint(out, e.tileId - last);
    last = e.tileId;
  }
  for (const e of entries) pushVarint(out, e.runLength);
  for (const e of entries) pushVarint(out, e.length);
  entries.forEach((e, i) => {
    const previous = entries[i - 1];
    pushVarint(out, i > 0 && previous && e.offset === previous.offset + previous.length ? 0 : e.offset + 1);
  });
  return gzipSync(Uint8Array.from(out));
}

/** Root (and, when the root would not fit in the first 16 KiB, leaf) directories. */
function buildDirectories(entries: Entry[]): { root: Uint8Array; leaves: Uint8Array } {
  const root = serializeDirectory(entries);
  if (root.length <= ROOT_LIMIT) return { root, leaves: new Uint8Array(0) };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const rootEntries: Entry[] = [];
    const leafParts: Uint8Array[] = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const leaf = serializeDirectory(entries.slice(i, i + leafSize));
      rootEntries.push({ tileId: entries[i].tileId, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const rootBytes = serializeDirectory(rootEntries);
    if (rootBytes.length <= ROOT_LIMIT) return { root: rootBytes, leaves: Buffer.concat(leafParts) };
  }
}

function writeHeader(fields: {
  rootOffset: number;
  rootLength: number;
  metadataOffset: number;
  metadataLength: number;
  leavesOffset: number;
  leavesLength: number;
  dataOffset: number;
  dataLength: number;
  addressed: number;
  entries: number;
  contents: number;
  options: ArchiveOptions;
}): Buffer {
  const h = Buffer.alloc(HEADER_BYTES);
  h.write('PMTiles', 0, 'latin1');
  h.writeUInt8(3, 7);
  const u64 = (value: number, at: number) => h.writeBigUInt64LE(BigInt(value), at);
  u64(fields.rootOffset, 8);
  u64(fields.rootLength, 16);
  u64(fields.metadataOffset, 24);
  u64(fields.metadataLength, 32);
  u64(fields.leavesOffset, 40);
  u64(fields.leavesLength, 48);
  u64(fields.dataOffset, 56);
  u64(fields.dataLength, 64);
  u64(fields.addressed, 72);
  u64(fields.entries, 80);
  u64(fields.contents, 88);
  h.writeUInt8(1, 96); // clustered: tile data follows tile id order
  h.writeUInt8(COMPRESSION_GZIP, 97); // internal compression
  h.writeUInt8(COMPRESSION_GZIP, 98); // tile compression
  h.writeUInt8(TILE_TYPE_MVT, 99);
  h.writeUInt8(fields.options.minZoom, 100);
  h.writeUInt8(fields.options.maxZoom, 101);
  const e7 = (deg: number) => Math.round(deg * 1e7);
  const [west, south, east, north] = fields.options.bounds;
  h.writeInt32LE(e7(west), 102);
  h.writeInt32LE(e7(south), 106);
  h.writeInt32LE(e7(east), 110);
  h.writeInt32LE(e7(north), 114);
  const [lng, lat, zoom] = fields.options.center;
  h.writeUInt8(zoom, 118);
  h.writeInt32LE(e7(lng), 119);
  h.writeInt32LE(e7(lat), 123);
  return h;
}

/** The whole archive as one buffer (the basemap is a few megabytes). */
export function writePmtiles(tiles: readonly TileInput[], options: ArchiveOptions): Buffer {
  const sorted = tiles.map((t) => ({ id: zxyToTileId(t.z, t.x, t.y), data: t.data })).sort((a, b) => a.id - b.id);
  const entries: Entry[] = [];
  const parts: Uint8Array[] = [];
  const byDigest = new Map<string, { offset: number; length: number }>();
  let dataLength = 0;
  for (const tile of sorted) {
    const digest = createHash('sha1').update(tile.data).digest('hex');
    let stored = byDigest.get(digest);
    if (!stored) {
      stored = { offset: dataLength, length: tile.data.length };
      byDigest.set(digest, stored);
      parts.push(tile.data);
      dataLength += tile.data.length;
    }
    const last = entries[entries.length - 1];
    if (last && last.offset === stored.offset && last.tileId + last.runLength === tile.id) last.runLength += 1;
    else entries.push({ tileId: tile.id, offset: stored.offset, length: stored.length, runLength: 1 });
  }
  const { root, leaves } = buildDirectories(entries);
  const metadata = gzipSync(Buffer.from(JSON.stringify(options.metadata)));
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leavesOffset = metadataOffset + metadata.length;
  const dataOffset = leavesOffset + leaves.length;
  const header = writeHeader({
    rootOffset,
    rootLength: root.length,
    metadataOffset,
    metadataLength: metadata.length,
    leavesOffset,
    leavesLength: leaves.length,
    dataOffset,
    dataLength,
    addressed: sorted.length,
    entries: entries.length,
    contents: byDigest.size,
    options,
  });
  return Buffer.concat([header, root, metadata, leaves, ...parts]);
}
