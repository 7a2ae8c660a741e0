const { createConfig } = require('../scripts/webpack/createConfig.cjs');

const base = createConfig({
  dir: __dirname,
  name: 'mf_search',
  exposes: { './SearchBar': './src/exposed/SearchBar.tsx' },
});

// MapLibre resolves its worker module's URL at run time (new URL(url, import.meta.url)); the bundler must leave it be.
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.module.rules.push({ test: /[\\/]node_modules[\\/]maplibre-gl[\\/]dist[\\/].*\.mjs$/, parser: { url: false } });
  return config;
};
