// The project's runtime is the Node.js of its `node` dev dependency, which npm puts first on the
// PATH of every script. Run outside npm (`node scripts/start.ts` on an older system Node), a
// script says so and which command to use instead of failing later on an unsupported API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './slices';

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const wanted = /(\d+)/.exec(pkg.engines.node)?.[1];
const major = Number(process.versions.node.split('.')[0]);

if (wanted && major < Number(wanted)) {
  console.error(
    `Homeward runs on Node.js ${pkg.engines.node}; this is ${process.version}.\n` +
      'Run it through npm (npm start, npm test, npm run build): npm puts the Node.js of the `node` dev dependency first on the PATH.',
  );
  process.exit(1);
}
