import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

/**
 * The one-way arrows of the codebase: mf-* → platform/ui → domain → contracts. A zone forbids
 * `target` files to import `from` files (resolved paths, so relative imports are caught too).
 * Slices are found by folder name, so a new mf-* folder is covered without touching this file.
 */
const SLICES = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
  .map((entry) => entry.name);
const APPS = ['./shell', ...SLICES.map((slice) => `./${slice}`)];
const LAYER_ZONES = [
  { target: './shared/contracts', from: ['./shared/domain', './shared/platform', './shared/ui', ...APPS], message: 'contracts depend on nothing of ours.' },
  { target: './shared/domain', from: ['./shared/platform', './shared/ui', ...APPS], message: 'domain rules depend only on contracts.' },
  { target: './shared/ui', from: ['./shared/platform', ...APPS], message: 'the design system depends only on domain and contracts.' },
  { target: './shared/platform', from: APPS, message: 'the kernel never imports the shell or a slice.' },
  ...APPS.map((app) => ({
    target: app,
    from: APPS.filter((other) => other !== app),
    message: 'reach another slice through the route table, an exposed component or the bus.',
  })),
];

const KERNEL_IMPORT_PATTERNS = [
  { group: ['**/mf-*/src/**', '../../mf-*', '../mf-*', '**/shell/src/**'], message: 'Slices never import another slice’s source.' },
  // Stylesheets (the design tokens), the platform's build-time prerender entry and the contracts
  // of the pages behind sign-in (a public entry of their own) are the only things taken from
  // inside a kernel package.
  { regex: '^@homeward/[^/]+/(?!.*\\.css$)(?!prerender$)(?!signed-in$)', message: 'Import a kernel package by its name, never a file inside it.' },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.deploy/**', '.data/**', 'test-results/**', 'playwright-report/**', 'bench/**', 'e2e/.tmp/**', '**/*.tmp.*', 'scripts/lint/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Input sanitisers match control characters on purpose.
      'no-control-regex': 'off',
      // A slice reaches another only through the route table, an exposed component or the bus.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/mf-*/src/**', '../../mf-*', '../mf-*', '**/shell/src/**'], message: 'Slices never import another slice’s source.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'scripts/lint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: KERNEL_IMPORT_PATTERNS,
          // Every page loads the kernel: classic zod's schemas carry every method, so it ships whole.
          paths: [{ name: 'zod', message: "Import from 'zod/mini': classic zod ships whole to every page." }],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: KERNEL_IMPORT_PATTERNS,
          paths: ['zod', 'zod/mini'].map((name) => ({
            name,
            message: "Use `z` from '@homeward/contracts': the page already has that zod; this import downloads another.",
          })),
        },
      ],
    },
  },
  {
    // The first Intl formatter a page makes costs 70-150 ms of a phone's CPU while the page starts:
    // dates, times and amounts are written by the kernel's formatters (shared/domain/src/format.ts).
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared/{ui,platform,contracts}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Use the formatters of @homeward/domain (formatThousands, formatCurrency, formatDate, formatTimeOfDay).',
        })),
        { object: 'Intl', message: 'Use the formatters of @homeward/domain: an Intl formatter is slow to make on a phone.' },
      ],
    },
  },
  {
    // The site's scripts and browser tests take what they need of the API from its public entry
    // (api/src/public.ts); its modules, database and providers are its own.
    files: ['scripts/**/*.{ts,tsx,mjs}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/api/src/**', '**/api/src'], message: "Take it from '@homeward/api' (api/src/public.ts), the API's public entry." },
            { group: ['**/mf-*/src/**', '../../mf-*', '../mf-*', '**/shell/src/**'], message: 'Slices never import another slice’s source.' },
          ],
        },
      ],
    },
  },
  {
    // API tests read JSON bodies of every shape from app.inject.
    files: ['api/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
