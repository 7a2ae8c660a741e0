const { createConfig } = require('../scripts/webpack/createConfig.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_account',
  exposes: {},
});
