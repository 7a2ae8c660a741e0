/** @jest-environment node */
import http from 'node:http';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import { RESPONSE_COMPRESSION } from './compression';

/** A page's worth of HTML, as repetitive as a drawn list of homes. */
const PAGE = `<!doctype html><html><body>${Array.from({ length: 200 }, (_, i) => `<article class="card"><h3><a href="/home/${2100000 + i}">${i} Birch St</a></h3><p>4 beds · 3 baths · ${1200 + i * 7} sq ft</p></article>`).join('')}</body></html>`;

/** The page as a server with these settings sends it to a browser that accepts these encodings. */
async function served(acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  const app = Fastify();
  await app.register(fastifyCompress, RESPONSE_COMPRESSION);
  app.get('/', (_request, reply) => reply.type('text/html').send(PAGE));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await new Promise((resolve, reject) => {
      http
        .get(address, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    await app.close();
  }
}

describe('pages compressed per request', () => {
  it('are sent as brotli to a browser that accepts zstd too, smaller than zstd would make them', async () => {
    const { encoding, body } = await served('gzip, deflate, br, zstd');
    expect(encoding).toBe('br');
    expect(zlib.brotliDecompressSync(body).toString()).toBe(PAGE);
    expect(body.length).toBeLessThan(zlib.zstdCompressSync(Buffer.from(PAGE)).length);
  });

  it('go as zstd or gzip to a browser without brotli', async () => {
    expect((await served('gzip, zstd')).encoding).toBe('zstd');
    expect((await served('gzip')).encoding).toBe('gzip');
  });
});
