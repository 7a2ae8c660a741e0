// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildVersion, prerenderFile, prerenderedRoutes } = require('./descriptorPlugin.cjs') as {
  buildVersion: (v: string, assets: Record<string, string>) => string;
  prerenderFile: (path: string) => string;
  prerenderedRoutes: (routes: object[], files: Record<string, string>) => object[];
};

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

describe('prerendered routes', () => {
  it('name the file drawn for each marked route and drop the flag; unmarked routes are left as they are', () => {
    const routes = [
      { path: '/', layout: 'default', prerender: true },
      { path: '/about', layout: 'default', prerender: true },
      { path: '/blog/posts/:id?', layout: 'default' },
    ];
    const files = { 'prerender/index.html': '<h1>Home</h1>', 'prerender/about.html': '<h1>About</h1>' };
    expect(prerenderedRoutes(routes, files)).toEqual([
      { path: '/', layout: 'default', prerendered: 'prerender/index.html' },
      { path: '/about', layout: 'default', prerendered: 'prerender/about.html' },
      { path: '/blog/posts/:id?', layout: 'default' },
    ]);
  });

  it('fail the build when a marked route was not drawn, or has parameters no build-time page can fill', () => {
    expect(() => prerenderedRoutes([{ path: '/about', prerender: true }], {})).toThrow('/about is marked prerender, but the build drew no prerender/about.html');
    expect(() => prerenderFile('/home/:mls')).toThrow('/home/:mls has parameters and cannot be prerendered');
  });
});

describe('the files a page asks for with its HTML', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { groupFiles } = require('./descriptorPlugin.cjs') as { groupFiles: (group: object, compilation?: object, preloadShared?: string[]) => Set<string> };
  // What webpack's chunk graph holds: the page's chunk, with the shared modules its code asks for.
  class ConsumeSharedModule {
    constructor(
      readonly options: { shareKey: string },
      readonly blocks: object[],
    ) {}
  }
  const chunk = (files: string[], modules: object[] = []) => ({ files: new Set(files), modules });
  const group = (...chunks: ReturnType<typeof chunk>[]) => ({ chunks });
  const signedInCopy = group(chunk(['706.abc.js']));
  const reactCopy = group(chunk(['react.abc.js']));
  const blocks = new Map<object, object>();
  const consume = (shareKey: string, fallback: object) => {
    const block = {};
    blocks.set(block, fallback);
    return new ConsumeSharedModule({ shareKey }, [block]);
  };
  // The copy the slice registers in the share scope: webpack's provide module, with a chunk of its own.
  class ProvideSharedModule {
    constructor(
      readonly _name: string,
      readonly blocks: object[],
    ) {}
  }
  const provide = (shareKey: string, copy: object) => {
    const block = {};
    blocks.set(block, copy);
    return new ProvideSharedModule(shareKey, [block]);
  };
  const page = group(chunk(['661.abc.js', '661.abc.css', '661.abc.js.map'], [consume('@homeward/contracts/signed-in', signedInCopy), consume('react', reactCopy)]));
  const compilation = {
    modules: new Set<object>(),
    chunkGraph: {
      getChunkModulesIterable: (c: { modules: object[] }) => c.modules,
      getBlockChunkGroup: (block: object) => blocks.get(block),
    },
  };

  it('are the page chunks’ scripts and stylesheets, and this slice’s copy of a shared module the shell never loads', () => {
    expect([...groupFiles(page, compilation, ['@homeward/contracts/signed-in'])].sort()).toEqual(['661.abc.css', '661.abc.js', '706.abc.js']);
  });

  it('name the chunk the slice registers for a shared module, not the consumer’s fallback, which never runs', () => {
    const listingFallback = group(chunk(['373.abc.js', '373.abc.css']));
    const listingProvided = group(chunk(['754.abc.js', '754.abc.css']));
    const results = group(chunk(['203.abc.js'], [consume('@homeward/ui/listing', listingFallback)]));
    const withProvider = { ...compilation, modules: new Set<object>([provide('@homeward/ui/listing', listingProvided)]) };
    expect([...groupFiles(results, withProvider, ['@homeward/ui/listing'])].sort()).toEqual(['203.abc.js', '754.abc.css', '754.abc.js']);
  });

  it('leave out the copies of modules the shell provides, and every copy when none is named', () => {
    expect([...groupFiles(page, compilation, [])].sort()).toEqual(['661.abc.css', '661.abc.js']);
    expect([...groupFiles(page)].sort()).toEqual(['661.abc.css', '661.abc.js']);
  });
});
