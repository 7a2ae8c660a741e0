// Emits descriptor.json beside a slice's assets: its name, version, entry and the routes it owns.
const crypto = require('node:crypto');
const { transformFileSync } = require('@swc/core');
const Module = require('node:module');

/** Evaluates a TypeScript module of pure data (type-only imports) at build time; its exports. */
function loadModule(file) {
  const { code } = transformFileSync(file, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const mod = new Module(file);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(require('node:path').dirname(file));
  mod._compile(code, file);
  return mod.exports;
}

/** Evaluates src/routes.ts (pure data; type-only imports) to read the routes at build time. */
function loadRoutes(file) {
  const exported = loadModule(file);
  const routes = exported.routes ?? exported.default;
  if (!Array.isArray(routes)) throw new Error(`${file} must export a 'routes' array`);
  return routes;
}

/**
 * The build's version: package version plus a digest of the code and styles it emitted (names and
 * bytes, in name order), so the same source always gives the same version and two different
 * builds never share a folder. Source maps are left out: they carry the builder's absolute paths.
 * @param {string} packageVersion
 * @param {Record<string, Buffer | string>} assets  file name → content
 */
function buildVersion(packageVersion, assets) {
  const digest = crypto.createHash('sha256');
  for (const name of Object.keys(assets).sort()) {
    if (name.endsWith('.map') || name === 'descriptor.json') continue;
    digest.update(name);
    digest.update('\0');
    digest.update(assets[name]);
    digest.update('\0');
  }
  return `${packageVersion}-${digest.digest('hex').slice(0, 10)}`;
}

/**
 * The files of the chunks that the `./app` expose loads first (scripts and stylesheets), so the
 * shell can preload them alongside the entry instead of after it.
 */
function appChunkFiles(compilation, containerName, preloadShared = []) {
  const entrypoint = compilation.entrypoints.get(containerName);
  if (!entrypoint) return [];
  const files = new Set();
  for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())) {
    for (const block of module.blocks ?? []) {
      if (!block.dependencies.some((dependency) => dependency.exposedName === './app')) continue;
      for (const file of groupFiles(compilation.chunkGraph.getBlockChunkGroup(block), compilation, preloadShared)) files.add(file);
    }
  }
  return [...files].sort();
}

/**
 * The script and stylesheet files of one async chunk group, with this slice's own copy of each
 * shared module named in `preloadShared` that the group's code asks for: modules the slices share
 * among themselves and the shell never loads, so the page's slice's copy is the one it runs, and
 * fetched with the page's code it is not asked for only once that code has arrived.
 *
 * The copy that runs is the one the slice registers in the share scope (its provide chunk), not
 * the consumer's fallback: webpack builds the two as separate chunks with the same code and
 * styles under different names, and preloading the fallback fetched a file nothing ran, then
 * the real one late, whose stylesheet, added after the first paint, restyled and laid out the
 * whole page again. The fallback stands only where the slice provides no copy of its own.
 */
function groupFiles(group, compilation, preloadShared = []) {
  const files = new Set();
  const add = (chunk) => {
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
  };
  const addBlocks = (module) => {
    for (const block of module.blocks ?? []) for (const chunk of compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) add(chunk);
  };
  for (const chunk of group?.chunks ?? []) {
    add(chunk);
    if (!compilation || preloadShared.length === 0) continue;
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name !== 'ConsumeSharedModule' || !preloadShared.includes(module.options?.shareKey)) continue;
      const provided = providedCopies(compilation).get(module.options.shareKey);
      if (provided?.length) provided.forEach(addBlocks);
      else addBlocks(module);
    }
  }
  return files;
}

const providedByCompilation = new WeakMap();

/** The modules by which a slice registers its own copy of each shared module, by share key. */
function providedCopies(compilation) {
  let byKey = providedByCompilation.get(compilation);
  if (byKey) return byKey;
  byKey = new Map();
  for (const module of compilation.modules ?? []) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    byKey.set(module._name, [...(byKey.get(module._name) ?? []), module]);
  }
  providedByCompilation.set(compilation, byKey);
  return byKey;
}

/**
 * For each route that names its page module (`page: 'pages/PropertyPage'`, under src/), the
 * files of the chunks that the module's dynamic import loads, beyond those the `./app` expose
 * already brings, so the server can ask for them with the HTML. A named page no import loads
 * fails the build: the route would silently lose its head start.
 */
function routePageFiles(compilation, srcDir, routes, appFiles, preloadShared = []) {
  const path = require('node:path');
  // Each async chunk group records where it was asked for: the importing module and the request.
  const byRequest = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins ?? []) {
      const from = origin.module?.resource ?? origin.module?.rootModule?.resource;
      if (!from || !origin.request?.startsWith('.')) continue;
      const target = path.resolve(path.dirname(from), origin.request).replace(/\.(tsx|ts)$/, '');
      const files = byRequest.get(target) ?? new Set();
      for (const file of groupFiles(group, compilation, preloadShared)) files.add(file);
      byRequest.set(target, files);
    }
  }
  return routes.map((route) => {
    if (!route.page) return route;
    const found = byRequest.get(require('node:path').join(srcDir, route.page));
    if (!found) throw new Error(`routes.ts: ${route.path} names page '${route.page}', which no dynamic import() in the slice loads`);
    const described = { ...route, preload: [...found].filter((file) => !appFiles.includes(file)).sort() };
    delete described.page;
    return described;
  });
}

/** The file, beside the entry, that holds a route's prerendered page. */
function prerenderFile(routePath) {
  if (!/^\/[a-z0-9/_-]*$/i.test(routePath)) throw new Error(`routes.ts: ${routePath} has parameters and cannot be prerendered`);
  return `prerender${routePath === '/' ? '/index' : routePath}.html`;
}

/** Routes marked `prerender` get `prerendered`, the file drawn for them at build time. */
function prerenderedRoutes(routes, files) {
  return routes.map((route) => {
    const { prerender, ...described } = route;
    if (!prerender) return described;
    const file = prerenderFile(route.path);
    if (!(file in files)) throw new Error(`routes.ts: ${route.path} is marked prerender, but the build drew no ${file}`);
    return { ...described, prerendered: file };
  });
}

/** Emits the pages drawn at build time (scripts/build.ts) as assets of the build, so they count in its version. */
class PrerenderAssetsPlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrerenderAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrerenderAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, content] of Object.entries(this.files)) compilation.emitAsset(file, new RawSource(content));
      });
    });
  }
}

class DescriptorPlugin {
  constructor({ name, version, routesFile, exposes, contractMajor, prerendered = {}, preloadShared = [] }) {
    this.options = { name, version, routesFile, exposes, contractMajor, prerendered, preloadShared };
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('DescriptorPlugin', (compilation) => {
      compilation.fileDependencies.add(this.options.routesFile);
      compilation.hooks.processAssets.tap(
        { name: 'DescriptorPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const routes = loadRoutes(this.options.routesFile);
          const assets = {};
          for (const asset of Object.keys(compilation.assets)) assets[asset] = compilation.assets[asset].buffer();
          const preload = appChunkFiles(compilation, this.options.name, this.options.preloadShared);
          const srcDir = require('node:path').dirname(this.options.routesFile);
          const descriptor = {
            name: this.options.name,
            version: buildVersion(this.options.version, assets),
            entry: 'remoteEntry.js',
            routes: prerenderedRoutes(routePageFiles(compilation, srcDir, routes, preload, this.options.preloadShared), this.options.prerendered),
            exposes: this.options.exposes,
            preload,
            contractMajor: this.options.contractMajor,
          };
          compilation.emitAsset('descriptor.json', new RawSource(JSON.stringify(descriptor, null, 2)));
        },
      );
    });
  }
}

module.exports = { DescriptorPlugin, PrerenderAssetsPlugin, loadModule, loadRoutes, buildVersion, prerenderFile, prerenderedRoutes, groupFiles };
