// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildVersion } = require('./descriptorPlugin.cjs') as { buildVersion: (v: string, assets: Record<string, string>) => string };

const build = {
  'remoteEntry.js': 'var mf_auth;',
  'main.0123456789.js': 'console.log(1)',
  'main.0123456789.css': '.a{color:red}',
  'main.0123456789.js.map': '{"sources":["/home/one/checkout/src/index.ts"]}',
};

describe('slice build version', () => {
  it('is the same for the same code, whatever order the files come in and wherever it was built', () => {
    const reordered = Object.fromEntries(Object.entries(build).reverse());
    const elsewhere = { ...build, 'main.0123456789.js.map': '{"sources":["/srv/ci/checkout/src/index.ts"]}' };
    expect(buildVersion('1.0.0', reordered)).toBe(buildVersion('1.0.0', build));
    expect(buildVersion('1.0.0', elsewhere)).toBe(buildVersion('1.0.0', build));
    expect(buildVersion('1.0.0', build)).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
  });

  it('changes when any script or stylesheet changes, or a file is renamed', () => {
    const base = buildVersion('1.0.0', build);
    expect(buildVersion('1.0.0', { ...build, 'main.0123456789.css': '.a{color:blue}' })).not.toBe(base);
    expect(buildVersion('1.0.0', { ...build, 'remoteEntry.js': 'var mf_auth ;' })).not.toBe(base);
    const { 'main.0123456789.js': code, ...rest } = build;
    expect(buildVersion('1.0.0', { ...rest, 'main.abcdef0123.js': code })).not.toBe(base);
    expect(buildVersion('1.0.1', build)).not.toBe(base);
  });
});
