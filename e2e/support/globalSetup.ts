import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSlice } from './buildSlice';

/** Builds the test-only broken slice once; the site itself is started by the webServer option. */
export default async function globalSetup(): Promise<void> {
  const fixture = path.join(__dirname, '../fixtures/mf-broken');
  if (!existsSync(path.join(fixture, 'dist/remoteEntry.js'))) await buildSlice(fixture);
}
