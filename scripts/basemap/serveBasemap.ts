// Serves the offline basemap from the shell's origin: /basemap/current.json (revalidated: which
// archive is current and whom to credit) and /basemap/homeward.<digest>.pmtiles (immutable,
// fetched by the map in HTTP range requests).
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BASEMAP_DIR, buildBasemap } from './build';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerBasemap(app: FastifyInstance): void {
  app.register(async (scope) => {
    // A checkout whose shell was built before the basemap existed gets it on the first start.
    await buildBasemap();
    scope.addHook('onSend', async (request, reply, payload) => {
      const archive = request.url.split('?')[0].endsWith('.pmtiles');
      reply.header('cache-control', archive ? IMMUTABLE : 'no-cache');
      if (archive) reply.header('content-type', 'application/vnd.pmtiles');
      return payload;
    });
    await scope.register(fastifyStatic, {
      root: BASEMAP_DIR,
      prefix: '/basemap/',
      decorateReply: false,
      index: false,
      acceptRanges: true,
      // Range answers must stay byte-exact: never compressed on the way.
      preCompressed: false,
      cacheControl: false,
    });
  });
}
