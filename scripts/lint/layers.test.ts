import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface FixtureResult {
  name: string;
  expected: string | null;
  reported: string[];
}

// ESLint loads its flat config as an ES module, so the fixtures run in a node process of their own.
const results: FixtureResult[] = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, 'layerFixtures.mjs')], { cwd: path.join(__dirname, '../..'), encoding: 'utf8' }),
);

describe('lint enforces the one-way arrows (mf-* → platform/ui → domain → contracts), the features of a slice apart, and scripts and the API outside the kernel', () => {
  it.each(results.filter((r) => r.expected).map((r) => [r.name, r]))('fails on %s', (_name, result) => {
    expect(result.reported).toContain(result.expected);
  });

  it.each(results.filter((r) => !r.expected).map((r) => [r.name, r]))('passes %s', (_name, result) => {
    expect(result.reported).toEqual([]);
  });
});
