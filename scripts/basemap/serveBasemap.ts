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
    await scope.register(fastifyStatic, {
      root: BASEMAP_DIR,
      prefix: '/basemap/',
      decorateReply: false,
      index: false,
      acceptRanges: true,
      // Range answers must stay byte-exact: never compressed on the way.
      preCompressed: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', file.endsWith('.pmtiles') ? IMMUTABLE : 'no-cache');
        if (file.endsWith('.pmtiles')) res.setHeader('content-type', 'application/vnd.pmtiles');
      },
    });
  });
}
