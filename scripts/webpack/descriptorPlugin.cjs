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
function appChunkFiles(compilation, containerName) {
  const entrypoint = compilation.entrypoints.get(containerName);
  if (!entrypoint) return [];
  const files = new Set();
  for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())) {
    for (const block of module.blocks ?? []) {
      if (!block.dependencies.some((dependency) => dependency.exposedName === './app')) continue;
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group?.chunks ?? []) {
        for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      }
    }
  }
  return [...files].sort();
}

class DescriptorPlugin {
  constructor({ name, version, routesFile, exposes }) {
    this.options = { name, version, routesFile, exposes };
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
          const descriptor = {
            name: this.options.name,
            version: buildVersion(this.options.version, assets),
            entry: 'remoteEntry.js',
            routes,
            exposes: this.options.exposes,
            preload: appChunkFiles(compilation, this.options.name),
          };
          compilation.emitAsset('descriptor.json', new RawSource(JSON.stringify(descriptor, null, 2)));
        },
      );
    });
  }
}

module.exports = { DescriptorPlugin, loadModule, loadRoutes, buildVersion };
