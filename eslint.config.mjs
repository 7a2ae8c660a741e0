import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';

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

/**
 * Inside a slice, each folder of src/features is a zone of its own: a feature may not reach into
 * another feature of its slice, and no feature imports a page (pages compose features, never the
 * other way round). What two features share lives in the slice's src/shared or src/components,
 * or in the kernel when it is a fact of the site. Features are found by folder, like slices.
 * A slice listed in PENDING_FEATURE_ZONES is being reorganised elsewhere and is held to the
 * rule once it lands (see the report of that work); remove it from the list then.
 */
const PENDING_FEATURE_ZONES = [];
const folders = (dir) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
// The lint tests' slice (scripts/lint/fixtures) is held to the same rules as the real ones.
const FEATURE_SLICES = [...SLICES.filter((slice) => !PENDING_FEATURE_ZONES.includes(slice)), 'scripts/lint/fixtures/mf-fixture'];
const FEATURE_ZONES = FEATURE_SLICES.flatMap((slice) => {
  const features = `./${slice}/src/features`;
  return [
    ...folders(`${import.meta.dirname}/${slice}/src/features`).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: 'a feature does not import another feature: move what both need to the slice’s src/shared or src/components, or compose them in a page.',
    })),
    { target: features, from: `./${slice}/src/pages`, message: 'pages compose features; a feature never imports a page.' },
  ];
});

const KERNEL_IMPORT_PATTERNS = [
  { group: ['**/mf-*/src/**', '../../mf-*', '../mf-*', '**/shell/src/**'], message: 'Nothing imports the source of a slice or the shell: reach a slice through the route table, an exposed component or the bus.' },
  // Stylesheets (the design tokens) and the named public entries of a package's package.json
  // "exports" are the only things taken from inside a kernel package: the platform's build-time
  // prerender entry and route table, the contracts of the pages behind sign-in, the phone library
  // and its metadata filter (scripts/phoneMetadata.ts), and the design system's form-field kit and
  // phone field.
  { regex: '^@homeward/[^/]+/(?!.*\\.css$)(?!prerender$)(?!routeTable$)(?!signed-in$)(?!phone-metadata$)(?!forms$)(?!phone$)(?!listing$)(?!rates$)', message: 'Import a kernel package by its name or a named entry of its package.json, never a file inside it.' },
];

/** The API's internals: scripts and browser tests take what they need from its public entry. */
const API_INTERNALS = { group: ['**/api/src/**', '**/api/src', '@homeward/api/*'], message: "Take it from '@homeward/api' (api/src/public.ts), the API's public entry." };

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
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...FEATURE_ZONES] }],
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
    // (api/src/public.ts); its modules, database and providers are its own. They take the kernel
    // as the slices do, by its packages' names, and no slice's source.
    files: ['scripts/**/*.{ts,tsx,mjs}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [API_INTERNALS, ...KERNEL_IMPORT_PATTERNS],
        },
      ],
    },
  },
  {
    // The API is a program of its own: it takes the kernel by its packages' names (the contracts
    // it answers with) and never the source of the shell or a slice.
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: KERNEL_IMPORT_PATTERNS }] },
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
