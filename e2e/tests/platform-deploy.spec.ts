import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { acceptCookies, readRemotes } from '../support/site-helpers';
import { buildSlice } from '../support/buildSlice';

const ROOT = path.join(__dirname, '../..');
const NEXT = path.join(ROOT, 'e2e/.tmp/mf-content-next');

function run(args: string[]): void {
  execFileSync(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, stdio: 'pipe' });
}

/** A real code change to mf-content, built on its own with the shared factory. */
async function buildChangedContentSlice(): Promise<void> {
  rmSync(NEXT, { recursive: true, force: true });
  mkdirSync(NEXT, { recursive: true });
  cpSync(path.join(ROOT, 'mf-content/src'), path.join(NEXT, 'src'), { recursive: true });
  cpSync(path.join(ROOT, 'mf-content/package.json'), path.join(NEXT, 'package.json'));
  writeFileSync(
    path.join(NEXT, 'webpack.config.cjs'),
    `module.exports = require(${JSON.stringify(path.join(ROOT, 'scripts/webpack/createConfig.cjs'))}).createConfig({ dir: __dirname, name: 'mf_content' });\n`,
  );
  const about = path.join(NEXT, 'src/content/pages/company.ts');
  const source = readFileSync(about, 'utf8');
  const changed = source.replace("lead: 'Homeward helps people", "lead: 'Now with weekend tours. Homeward helps people");
  if (changed === source) throw new Error('The About page copy moved; update this test');
  writeFileSync(about, changed);
  await buildSlice(NEXT);
}

test.describe.configure({ mode: 'serial' });

test('publishing a new mf-content while the site runs changes fresh loads, and open pages keep working', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one deployment is enough');
  test.setTimeout(120_000);
  const before = readRemotes().find((r) => r.name === 'mf_content')!;

  const oldContext = await browser.newContext();
  const oldPage = await oldContext.newPage();
  await acceptCookies(oldPage);
  await oldPage.goto('/about');
  await expect(oldPage.getByRole('heading', { level: 1, name: 'About Homeward' })).toBeVisible();

  await buildChangedContentSlice();
  try {
    run(['scripts/publish.ts', 'mf-content', '--dist', path.join(NEXT, 'dist')]);
    const after = readRemotes().find((r) => r.name === 'mf_content')!;
    expect(after.version).not.toBe(before.version);
    expect(after.entry).toContain(after.version);

    const fresh = await browser.newPage();
    await fresh.goto('/about');
    await expect(fresh.getByText(/^Now with weekend tours\./)).toBeVisible();
    await fresh.close();

    // The page opened before the release still lazy-loads its own version's chunks.
    await oldPage.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
    await expect(oldPage.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    await expect(oldPage.getByText(/Now with weekend tours/)).toHaveCount(0);
  } finally {
    // Switch back to the build that was live before (it is still published, so nothing is copied).
    run(['scripts/publish.ts', 'mf-content']);
    await oldContext.close();
  }
  expect(readRemotes().find((r) => r.name === 'mf_content')!.version).toBe(before.version);
});
