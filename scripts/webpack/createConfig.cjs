// The one build factory: every slice's and the shell's webpack.config.cjs calls it in a few lines.
const path = require('node:path');
const fs = require('node:fs');
const crypto = require('node:crypto');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { DescriptorPlugin, PrerenderAssetsPlugin, loadModule } = require('./descriptorPlugin.cjs');

/**
 * The layout switches of spec 9 as custom media queries (`@media (--hw-mobile)`), written from the
 * domain's constants so stylesheets never repeat a width: postcss-custom-media replaces each
 * name with its query at build time.
 */
function layoutMediaFile() {
  const c = loadModule(path.join(__dirname, '../../shared/domain/src/constants.ts'));
  const media = {
    'hw-mobile': `(max-width: ${c.MOBILE_MAX_WIDTH_PX}px)`,
    'hw-wide-switch': `(max-width: ${c.WIDE_LAYOUT_SWITCH_PX}px)`,
    'hw-narrow-switch': `(max-width: ${c.NARROW_LAYOUT_SWITCH_PX}px)`,
    'hw-card-switch': `(max-width: ${c.CARD_LAYOUT_SWITCH_PX}px)`,
    'hw-above-card-switch': `(min-width: ${c.CARD_LAYOUT_SWITCH_PX + 1}px)`,
    'hw-phone-landscape': `(max-width: ${c.PHONE_LANDSCAPE_MAX_WIDTH_PX}px)`,
    // As the platform's widthBelow writes "under N px".
    'hw-home-compact-header': `(max-width: ${c.HOME_COMPACT_HEADER_BELOW_PX - 0.02}px)`,
  };
  const dir = path.join(__dirname, '../../node_modules/.cache/homeward');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'layout-media.css');
  const text = Object.entries(media)
    .map(([name, query]) => `@custom-media --${name} ${query};`)
    .join('\n');
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/** PostCSS for every stylesheet: the layout media names above. */
function postcssLoader() {
  const file = layoutMediaFile();
  return {
    loader: require.resolve('postcss-loader'),
    options: {
      postcssOptions: {
        plugins: [require('@csstools/postcss-global-data')({ files: [file] }), require('postcss-custom-media')()],
      },
    },
  };
}

const ROOT = path.join(__dirname, '../..');

/**
 * CSS Modules class names: a digest of the stylesheet's path from the repository root and the
 * class, behind the package's name, or `hw` for the shared kernel. A kernel component is drawn with
 * the same class names whichever build carries it (the shell's copy, a slice's fallback copy, or
 * the server-side render of a prerendered page), so its styles apply to all of them.
 */
function localIdent(name, production) {
  return (context, _localIdentName, localName) => {
    const file = path.relative(ROOT, context.resourcePath).split(path.sep).join('/');
    const owner = file.startsWith('shared/') ? 'hw' : name;
    const digest = crypto.createHash('sha256').update(`${file}\0${localName}`).digest('base64url');
    return production ? `${owner}_${digest.slice(0, 6)}` : `${owner}_${localName}_${digest.slice(0, 4)}`;
  };
}

/** Scoped per slice, so two slices can both say `.card` without clashing. */
function cssModules(name, production) {
  return { getLocalIdent: localIdent(name, production), namedExport: false, exportLocalsConvention: 'as-is' };
}

/** TypeScript and JSX, for the browser bundles and the prerender alike. */
function scriptRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

/** The browsers of the scripts' es2022 target, for the style sheets' minifier. */
const CSS_TARGETS = ['chrome94', 'edge94', 'firefox93', 'safari15.4'];

/** Packages that hold state or must exist once per page. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'zustand',
  '@tanstack/react-query',
  '@homeward/platform',
  '@homeward/ui',
  // The form-field kit is a module of its own, which the shell does not import: a page without a
  // form neither downloads it nor react-final-form. A slice's <Form> and the kit's fields must see
  // one react-final-form (its context); the slices share one final-form (see sharedConfig).
  '@homeward/ui/forms',
  // The phone field, with the phone library (below): a page without a phone field loads neither.
  '@homeward/ui/phone',
  // A home's card, and the rate sheets: a page without them loads neither.
  '@homeward/ui/listing',
  '@homeward/ui/rates',
  'react-final-form',
  'final-form',
];
/**
 * Modules of the shell's shared code that only some pages use, loaded when asked for rather than with
 * the kernel: the phone library's as-you-type formatter, which only a phone field needs.
 */
const LOADED_LATER = /[\\/](libphonenumber-js[\\/]es6[\\/]AsYouType[^\\/]*\.js|contracts[\\/]src[\\/]phone[\\/]asYouType\.ts)$/;

/**
 * Shared so a page downloads them once, any compatible version. The contracts are shared (every
 * slice parses with them), and with them the part of zod they use; libraries a slice uses in part
 * (zod directly, rxjs, the domain rules) are not: a shared module ships whole, while a bundled one
 * keeps only what its slice uses. The contracts of the pages behind sign-in are a module of their
 * own (`@homeward/contracts/signed-in`), which the shell does not import: a public page neither
 * downloads it nor builds its schemas, and the slices that use it share one copy.
 */
const SHARED_LIBRARIES = ['@homeward/contracts', '@homeward/contracts/signed-in', '@homeward/contracts/phone', 'single-spa'];

/**
 * Production builds of dependencies that choose their build by file rather than by the
 * `production` export condition webpack already honours (react-router points every condition at
 * its development build).
 */
function routerAliases(production) {
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [__dirname] }));
  const whole = production ? path.join(routerDir, 'dist/production/index.js') : path.join(routerDir, 'dist/development/index.js');
  return { '@homeward/react-router-whole$': whole };
}

/** What is shared as `react-router`: only the parts the site uses (see reactRouterParts.mjs). */
const REACT_ROUTER_PARTS = path.join(__dirname, 'reactRouterParts.mjs');

/** What is shared as `@tanstack/react-query`: only the parts the site uses (see reactQueryParts.mjs). */
const REACT_QUERY_PARTS = path.join(__dirname, 'reactQueryParts.mjs');

/** The whole react-query (its ES build), under a name the sharing does not intercept. */
function reactQueryAliases() {
  const dir = path.dirname(require.resolve('@tanstack/react-query/package.json', { paths: [__dirname] }));
  return { '@homeward/react-query-whole$': path.join(dir, 'build/modern/index.js') };
}

/**
 * One copy of a library that a dependency pins to an older release of its own (the federation
 * retry plugin asks for an older @module-federation/sdk; the runtime already carries the newer one).
 */
function dedupeAliases() {
  // The package exports no package.json; its entry lives in dist/.
  const sdkDir = path.dirname(path.dirname(require.resolve('@module-federation/sdk', { paths: [__dirname] })));
  // The federation plugin adds the shell's runtime-injecting plugin by its CommonJS file, which
  // would pull in a second, CommonJS copy of the whole runtime beside the ES one (~25 KB brotli).
  const injectCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [__dirname] });
  const injectEsm = path.join(path.dirname(injectCjs), 'index.js');
  // rxjs's ES2015 build (classes and spread as written) rather than its ES5 one, which carries tslib's
  // helpers and down-levelled classes: every browser the site supports runs ES2015.
  const rxjsDir = path.dirname(require.resolve('rxjs/package.json', { paths: [__dirname] }));
  return { '@module-federation/sdk$': sdkDir, [`${injectCjs}$`]: injectEsm, rxjs$: path.join(rxjsDir, 'dist/esm/index.js') };
}

/** The package a shared module comes from: `react` for `react/jsx-runtime`, `@homeward/contracts` for its `/signed-in`. */
function packageOf(name) {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The installed version of a shared module's package: what this build provides and was built against. */
function installedVersion(name) {
  const pkg = packageOf(name);
  // Found from the package's entry, since a package's `exports` may leave its package.json out.
  let dir = path.dirname(require.resolve(pkg, { paths: [__dirname] }));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      // (A build folder may carry a package.json of the same name without a version: react-final-form's dist/.)
      if (manifest.name === pkg && manifest.version) return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json of ${pkg} found`);
    dir = parent;
  }
}

/**
 * What each shared module is offered and asked for as: the version this build has, and a caret
 * range from it (same major, this version or newer), so a build never runs on an older copy than
 * it was built with. A kernel package that holds state (the platform, the design system) is strict:
 * a slice that needs a newer kernel than the page provides fails to load and shows its slot's
 * fallback, rather than running on a kernel missing what it calls. Other libraries only warn.
 */
function sharedConfig({ host = false } = {}) {
  const shared = {};
  const versioned = (name, options) => {
    const version = installedVersion(name);
    return { version, requiredVersion: `^${version}`, ...options };
  };
  for (const name of SINGLETONS) shared[name] = versioned(name, { singleton: true, strictVersion: name.startsWith('@homeward/') });
  shared['react-router'] = { ...shared['react-router'], import: REACT_ROUTER_PARTS };
  shared['@tanstack/react-query'] = { ...shared['@tanstack/react-query'], import: REACT_QUERY_PARTS };
  for (const name of SHARED_LIBRARIES) shared[name] = versioned(name);
  // The shell's design system takes three helpers of final-form (validateWith): bundled, they are
  // a few hundred bytes of the kernel; shared, the whole of final-form would ship with every page.
  // The slices share it among themselves, with react-final-form and the form-field kit.
  if (host) delete shared['final-form'];
  // The shell asks for no range: it is the page's provider, its copies are registered and loaded
  // first, so a check could only compare a copy with itself. Each check parses both versions (a few
  // milliseconds over the modules the shell takes at start-up, on the main thread); the slices,
  // which may meet a kernel older than theirs, keep theirs.
  if (host) for (const name of Object.keys(shared)) shared[name] = { ...shared[name], requiredVersion: false, strictVersion: false };
  return shared;
}

/** The contracts' version module, read at build time: the major a slice's descriptor records. */
function contractVersion() {
  return loadModule(path.join(ROOT, 'shared/contracts/src/contractVersion.ts'));
}

/**
 * A slice exposes only components the contracts' map (`ExposedComponents`) types, under their
 * names there (`./SearchBar`), so every host mounts them with checked props.
 */
function checkExposes(name, exposes) {
  const { EXPOSED_NAMES } = loadModule(path.join(ROOT, 'shared/contracts/src/exposedComponents.ts'));
  for (const key of Object.keys(exposes)) {
    if (!EXPOSED_NAMES.some((known) => key === `./${known}`)) {
      throw new Error(`${name} exposes ${key}, which ExposedComponents in @homeward/contracts does not name (known: ${EXPOSED_NAMES.join(', ')})`);
    }
  }
}

/**
 * @param {object} options
 * @param {string} options.dir         the package folder (pass __dirname)
 * @param {string} options.name        federation name, e.g. mf_content
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.host]     the shell: builds index.html and provides the runtime
 * @param {string} [options.title]
 */
function createConfig({ dir, name, exposes = {}, host = false, title = 'Homeward' }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (!host) checkExposes(name, exposes);
  /** `env.prerendered`: files drawn at build time by the package's src/prerender.tsx (scripts/build.ts). */
  return (env = {}, argv = {}) => {
    const prerendered = env.prerendered ?? {};
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const remoteExposes = host ? {} : { './app': './src/app.tsx', ...exposes };
    // Stylesheets are files beside the chunks that use them, loaded with those chunks from the
    // bundle's own origin (publicPath 'auto'), cacheable and parsed before the scripts run.
    const cssLoaderFirst = MiniCssExtractPlugin.loader;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // Content-hashed, so every asset can be cached forever and old deploys stay valid.
        filename: '[name].[contenthash:10].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: { ...dedupeAliases(), ...routerAliases(production), ...reactQueryAliases() },
      },
      module: {
        rules: [
          scriptRule(production),
          {
            test: /\.module\.css$/,
            use: [
              cssLoaderFirst,
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: cssModules(name, production),
                  importLoaders: 1,
                },
              },
              postcssLoader(),
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [cssLoaderFirst, { loader: require.resolve('css-loader'), options: { importLoaders: 1 } }, postcssLoader()],
          },
          {
            test: /\.(png|jpe?g|svg|webp|woff2?)$/,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
          },
        ],
      },
      optimization: {
        // Never a shared runtimeChunk: each remote must boot on its own.
        runtimeChunk: false,
        // The shell's libraries, kernel and own start-up code load on every page: one file instead
        // of a dozen, most of them a few hundred bytes whose response headers outweighed them.
        // (Every async module of the shell lands here: a part meant to load later needs excluding.)
        ...(host && {
          splitChunks: {
            cacheGroups: {
              kernel: {
                name: 'kernel',
                chunks: 'async',
                enforce: true,
                priority: 20,
                test: (module) => module.type.startsWith('javascript') && !LOADED_LATER.test(module.resource ?? ''),
              },
              // ...in one file of their own.
              phoneFormatter: {
                name: 'phone-formatter',
                chunks: 'async',
                enforce: true,
                priority: 20,
                test: (module) => LOADED_LATER.test(module.resource ?? ''),
              },
            },
          },
        }),
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: [
          new (require('terser-webpack-plugin'))({
            minify: require('terser-webpack-plugin').swcMinify,
            terserOptions: { compress: { passes: 2 }, mangle: true },
            extractComments: false,
          }),
          // Style sheets too: a drawn page carries its page's sheets in its head, so their comments
          // and indentation were a fifth of a drawn page's compressed HTML.
          new (require('css-minimizer-webpack-plugin'))({
            minify: require('css-minimizer-webpack-plugin').esbuildMinify,
            // The browsers the scripts are built for (es2022): nothing newer is written.
            minimizerOptions: { target: CSS_TARGETS },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes: remoteExposes,
          remotes: {},
          shared: sharedConfig({ host }),
          dts: false,
          manifest: false,
          shareStrategy: 'loaded-first',
          // The shell provides the federation runtime once; each remote entry would otherwise
          // carry its own ~27 KB (gzip) copy.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Slices are loaded from their remoteEntry.js (remotes.json), never from a manifest, so
            // the runtime's snapshot and manifest-preload plugins are dead code; and every bundle
            // runs in a browser, so the sdk's Node script loader is too.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:10].css',
          chunkFilename: '[name].[contenthash:10].css',
          // CSS Modules are scoped per slice, so the order between chunks does not matter.
          ignoreOrder: true,
        }),
        // Brotli at its highest quality once at build time (about 15 % smaller than what the server
        // can afford per request); the servers send these files as they are.
        production &&
          new CompressionPlugin({
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            test: /\.(js|css|html|svg)$/,
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            threshold: 1024,
            minRatio: 0.9,
          }),
        host &&
          new HtmlWebpackPlugin({
            template: path.join(dir, 'src/index.html'),
            title,
            scriptLoading: 'defer',
          }),
        // Every page runs the shell's entry and kernel (and the chunks they split off) at once, and a
        // slice's files are fetched when its page or part is drawn, their code run then: Chromium
        // (136 and later) compiles a file that starts with this hint while it downloads, off the
        // main thread, instead of function by function on the main thread when each is first called. Added after the minifier, which would drop it, and
        // before the source maps, which account for the line.
        production &&
          new (require('webpack').BannerPlugin)({
            banner: '//# allFunctionsCalledOnLoad',
            raw: true,
            test: /\.js$/,
            stage: require('webpack').Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        host && new (require('./bootChunksPlugin.cjs').BootChunksPlugin)(),
        Object.keys(prerendered).length > 0 && new PrerenderAssetsPlugin(prerendered),
        !host &&
          new DescriptorPlugin({
            name,
            version: `${pkg.version}`,
            routesFile: path.join(dir, 'src/routes.ts'),
            exposes: Object.keys(exposes),
            contractMajor: contractVersion().CONTRACT_MAJOR,
            prerendered,
            // Shared among the slices, never loaded by the shell: the contracts of the signed-in pages,
            // the phone field with its library, a home's card and the rate sheets.
            preloadShared: ['@homeward/contracts/signed-in', '@homeward/contracts/phone', '@homeward/ui/phone', '@homeward/ui/listing', '@homeward/ui/rates'],
          }),
      ].filter(Boolean),
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
}

/** Where a package's prerender module is built to (outside dist/, which the browser build cleans). */
function prerenderBundleFile(dir) {
  return path.join(ROOT, 'node_modules/.cache/homeward/prerender', path.basename(dir), 'prerender.cjs');
}

/**
 * The package's `src/prerender.tsx` built for Node, to draw at build time the pages its routes mark
 * `prerender`: the same components with the same CSS Modules class names as the browser build,
 * stylesheets reduced to those names, libraries left to Node to load.
 */
function createPrerenderConfig({ dir, name }) {
  const file = prerenderBundleFile(dir);
  return {
    mode: 'production',
    context: dir,
    entry: { prerender: './src/prerender.tsx' },
    target: 'node',
    devtool: false,
    output: { path: path.dirname(file), filename: path.basename(file), library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...routerAliases(true), ...reactQueryAliases() },
    },
    // Libraries come from node_modules at run time; the kernel's TypeScript is compiled in.
    externals: [({ request }, callback) => (/^[a-z@][^:]*$/i.test(request) && !request.startsWith('@homeward/') ? callback(null, `commonjs ${request}`) : callback())],
    module: {
      rules: [
        scriptRule(true),
        {
          test: /\.module\.css$/,
          use: [{ loader: require.resolve('css-loader'), options: { modules: { ...cssModules(name, true), exportOnlyLocals: true }, importLoaders: 0 } }],
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [path.join(__dirname, 'emptyModuleLoader.cjs')] },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      new (require('webpack').DefinePlugin)({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // One file: lazy pages are compiled in rather than loaded as chunks beside it.
      new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

module.exports = { createConfig, createPrerenderConfig, prerenderBundleFile, postcssLoader, SINGLETONS, sharedConfig, checkExposes, hashOf: (s) => crypto.createHash('sha256').update(s).digest('hex') };
