import { existsSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** Builds the test-only broken slice once; the site itself is started by the webServer option. */
export default function globalSetup(): void {
  const fixture = path.join(__dirname, '../fixtures/mf-broken');
  if (existsSync(path.join(fixture, 'dist/remoteEntry.js'))) return;
  execFileSync(
    process.execPath,
    ['-e', `require('webpack')(require('${fixture}/webpack.config.cjs')({}, {mode:'production'}), (e, s) => { if (e || s.hasErrors()) { console.error(e || s.toString()); process.exit(1); } })`],
    { cwd: path.join(__dirname, '../..'), stdio: 'inherit' },
  );
}
