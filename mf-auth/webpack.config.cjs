const { createConfig } = require('../scripts/webpack/createConfig.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_auth',
  exposes: {
    './LoginModal': './src/exposed/LoginModal.tsx',
    './AgentSignupModal': './src/exposed/AgentSignupModal.tsx',
  },
});
