// The module-federation tax: the key pages built as one bundle (scripts/bench/singleBundle.webpack.cjs)
// and served from one origin, next to the running site, which still answers everything that is not
// a file of that bundle (the API, remotes.json, the basemap, settings).
import { createRequire } from 'node:module';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyProxy from '@fastify/http-proxy';
import { ROOT } from '../lib/slices';

const require = createRequire(import.meta.url);
const OUT_DIR = path.join(ROOT, 'bench/.single-bundle');

async function build(): Promise<void> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  const webpack = require('webpack') as typeof import('webpack');
  const config = (require('./singleBundle.webpack.cjs') as (outDir: string) => import('webpack').Configuration)(OUT_DIR);
  await new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** Builds the single bundle and serves it on a free port; pages and data come from `siteUrl`. */
export async function serveSingleBundle(siteUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  await build();
  const dist = path.join(OUT_DIR, 'dist');
  const app = Fastify({ logger: false });
  app.register(fastifyStatic, { root: dist, index: false, preCompressed: true, wildcard: false });
  const page = (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('text/html; charset=utf-8').send(readFileSync(path.join(dist, 'index.html')));
  // Whatever is not this bundle's file: a page when the browser asks for one, else the site's answer.
  app.register(fastifyProxy, {
    upstream: siteUrl,
    preHandler: async (request, reply) => {
      if (request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '') && !path.extname(request.url.split('?')[0] ?? '')) {
        await page(request, reply);
      }
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}
