// Private preview of the shell on port 8097 (the shared one on 8080 needs a restart to see new shell builds).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyProxy from '@fastify/http-proxy';

const ROOT = '/work/main';
const app = Fastify();
app.register(fastifyProxy, { upstream: 'http://127.0.0.1:8096', prefix: '/api', rewritePrefix: '/api' });
app.get('/remotes.json', (_q, r) => r.header('cache-control', 'no-store').type('application/json').send(readFileSync(path.join(ROOT, '.deploy/remotes.json'))));
app.get('/auth-config.json', async (_q, r) => {
  const { authClientConfig } = await import('/work/main/scripts/idp/index.ts');
  return r.type('application/json').send(authClientConfig());
});
app.get('/', (_q, r) => r.type('text/html').send(readFileSync(path.join(ROOT, 'shell/dist/index.html'))));
app.register(fastifyStatic, { root: path.join(ROOT, 'shell/dist'), index: false, wildcard: true });
app.setNotFoundHandler((_q, r) => r.type('text/html').send(readFileSync(path.join(ROOT, 'shell/dist/index.html'))));
await app.listen({ port: 8097, host: '127.0.0.1' });
console.log('preview on 8097');
