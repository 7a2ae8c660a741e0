// The same site built as one bundle, for the benchmark's module-federation tax: the shell's own
// build with every slice compiled in (each slice's exposed modules behind a dynamic import), no
// federation plugin, runtime or remote entries. Never deployed; `npm run bench` builds and
// measures it beside the federated site.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SLICES = ['mf-search', 'mf-listing', 'mf-auth', 'mf-account', 'mf-partners', 'mf-admin', 'mf-content'];

/** Each slice's federation name and exposed modules, read from its own build configuration. */
function exposedModules() {
  const modules = {};
  for (const folder of SLICES) {
    const dir = path.join(ROOT, folder);
    const config = require(path.join(dir, 'webpack.config.cjs'))(undefined, { mode: 'production' });
    const federation = config.plugins.find((plugin) => plugin && plugin.constructor.name === 'ModuleFederationPlugin');
    const { name, exposes } = federation._options;
    for (const [key, file] of Object.entries(exposes)) modules[`${name}/${key.replace(/^\.\//, '')}`] = path.join(dir, file);
  }
  return modules;
}

/** Stands in for the federation runtime: loading a remote module is importing it from this bundle. */
function writeRuntimeShim(dir) {
  const loaders = Object.entries(exposedModules())
    .map(([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`)
    .join('\n');
  const runtime = path.join(dir, 'federationRuntime.js');
  fs.writeFileSync(
    runtime,
    `const loaders = {\n${loaders}\n};\n` +
      'export function loadRemote(id) {\n  const load = loaders[id];\n  return load ? load() : Promise.reject(new Error(`No module ${id} in this bundle`));\n}\n' +
      'export function registerRemotes() {}\nexport function registerPlugins() {}\n',
  );
  const retry = path.join(dir, 'retryPlugin.js');
  fs.writeFileSync(retry, "export function RetryPlugin() {\n  return { name: 'retry' };\n}\n");
  return { runtime, retry };
}

module.exports = (outDir) => {
  const shellConfig = require(path.join(ROOT, 'shell/webpack.config.cjs'))(undefined, { mode: 'production' });
  const shimDir = path.join(outDir, 'src');
  fs.mkdirSync(shimDir, { recursive: true });
  const shim = writeRuntimeShim(shimDir);
  const config = {
    ...shellConfig,
    output: { ...shellConfig.output, path: path.join(outDir, 'dist'), uniqueName: 'single_bundle' },
    resolve: {
      ...shellConfig.resolve,
      alias: {
        ...shellConfig.resolve.alias,
        '@module-federation/enhanced/runtime$': shim.runtime,
        '@module-federation/retry-plugin$': shim.retry,
      },
    },
    plugins: shellConfig.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
    // webpack's own chunk splitting: the shell's rule that every async module joins its start-up
    // file would here pull every slice into it.
    optimization: { ...shellConfig.optimization, splitChunks: undefined },
  };
  // MapLibre resolves its worker module's URL at run time; the bundler must leave it be (as mf-search's build does).
  config.module = { ...config.module, rules: [...config.module.rules, { test: /[\\/]node_modules[\\/]maplibre-gl[\\/]dist[\\/].*\.mjs$/, parser: { url: false } }] };
  return config;
};
