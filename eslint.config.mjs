import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.deploy/**', '.data/**', 'test-results/**', 'playwright-report/**', 'bench/**', 'e2e/.tmp/**', '**/*.tmp.ts'],
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
