/** Unit and component tests across the shared kernel, the shell and every slice. */
module.exports = {
  // Typing tests with user-event run long on a busy 2-core machine; a timeout is not a failure of the page.
  testTimeout: 20_000,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/scripts', '<rootDir>/mf-search', '<rootDir>/mf-listing', '<rootDir>/mf-auth', '<rootDir>/mf-account', '<rootDir>/mf-partners', '<rootDir>/mf-admin', '<rootDir>/mf-content'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '/node_modules/(react-router|@remix-run|cookie-es)/.+\\.m?js$': '<rootDir>/scripts/jest/esmPackages.cjs',
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // react-router 8 and its dependencies ship ES modules only; swc turns them into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(single-spa-react|react-router|@remix-run|cookie-es)/)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/scripts/jest/emptyModule.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup.ts'],
};
