// What the federation config shares, and at which versions: every shared module is offered at the
// version this build has and asks for a real range, never "any version".
import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedConfig, checkExposes, SINGLETONS } = require('./createConfig.cjs') as {
  sharedConfig: (options?: { host?: boolean }) => Record<string, { version?: string; requiredVersion?: string | false; singleton?: boolean; strictVersion?: boolean }>;
  checkExposes: (name: string, exposes: Record<string, string>) => void;
  SINGLETONS: string[];
};

const installed = (name: string): string => (
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(`${name}/package.json`) as { version: string }).version;
const contractsVersion = (JSON.parse(readFileSync(path.join(__dirname, '../../shared/contracts/package.json'), 'utf8')) as { version: string }).version;

describe('shared modules', () => {
  const shared = sharedConfig();

  it('declare the version this build provides and a caret range from it', () => {
    expect(shared.react).toMatchObject({ singleton: true, version: installed('react'), requiredVersion: `^${installed('react')}` });
    expect(shared['react-dom/client']).toMatchObject({ version: installed('react-dom'), requiredVersion: `^${installed('react-dom')}` });
    expect(shared['react-router']).toMatchObject({ version: installed('react-router'), requiredVersion: `^${installed('react-router')}` });
    expect(shared['@homeward/contracts/signed-in']).toMatchObject({ version: contractsVersion, requiredVersion: `^${contractsVersion}` });
    for (const name of ['react-final-form', 'final-form']) {
      const { version } = JSON.parse(readFileSync(path.join(__dirname, '../../node_modules', name, 'package.json'), 'utf8')) as { version: string };
      expect(shared[name]).toMatchObject({ singleton: true, version, requiredVersion: `^${version}` });
    }
    for (const [name, options] of Object.entries(shared)) {
      expect([name, options.requiredVersion]).toEqual([name, expect.stringMatching(/^\^\d+\.\d+\.\d+/)]);
    }
  });

  it('share the form-field kit as a module of its own, on the design system’s version', () => {
    const uiVersion = (JSON.parse(readFileSync(path.join(__dirname, '../../shared/ui/package.json'), 'utf8')) as { version: string }).version;
    expect(shared['@homeward/ui/forms']).toMatchObject({ singleton: true, strictVersion: true, version: uiVersion, requiredVersion: `^${uiVersion}` });
  });

  it('leave final-form inside the shell’s design system, which uses a few of its helpers', () => {
    expect(sharedConfig({ host: true })['final-form']).toBeUndefined();
    expect(sharedConfig({ host: true })['react-final-form']).toMatchObject({ singleton: true });
  });

  it('offer the shell’s copies at their versions, asking itself for no range: it provides them, and they load first', () => {
    const host = sharedConfig({ host: true });
    expect(host.react).toMatchObject({ singleton: true, version: installed('react'), requiredVersion: false, strictVersion: false });
    expect(host['@homeward/platform']).toMatchObject({ singleton: true, version: shared['@homeward/platform'].version, requiredVersion: false });
    for (const [name, options] of Object.entries(host)) expect([name, options.requiredVersion, options.version]).toEqual([name, false, expect.stringMatching(/^\d+\.\d+\.\d+/)]);
  });

  it('refuse a kernel older than a slice was built with, and only warn for other libraries', () => {
    for (const name of SINGLETONS) expect([name, shared[name].strictVersion]).toEqual([name, name.startsWith('@homeward/')]);
  });
});

describe('exposed components', () => {
  it('are only those the contracts map types', () => {
    expect(() => checkExposes('mf_search', { './SearchBar': './src/exposed/SearchBar.tsx' })).not.toThrow();
    expect(() => checkExposes('mf_search', { './Map': './src/exposed/Map.tsx' })).toThrow('mf_search exposes ./Map, which ExposedComponents in @homeward/contracts does not name');
  });
});
