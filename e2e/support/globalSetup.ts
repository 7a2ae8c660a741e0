import { existsSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** Builds the test-only broken slice once; the site itself is started by the webServer option. */
export default async function globalSetup(): Promise<void> {
  const fixture = path.join(__dirname, '../fixtures/mf-broken');
  if (existsSync(path.join(fixture, 'dist/remoteEntry.js'))) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(path.join(fixture, 'webpack.config.cjs'))({}, { mode: 'production' });
  await new Promise<void>((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    });
  });
}
