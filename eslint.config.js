// Lint for the whole repository: typescript-eslint's recommended rules everywhere, the
// React hooks rules for the PWA, browser globals in src/ and public/, Node globals elsewhere.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'src/routeTree.gen.ts',
      'locales/*/messages.ts',
      'openapi/schema.gen.ts',
      'server/db/migrations/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Classic scripts served as they are (index.html's Intl warm-up).
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only the API client talks to openapi-fetch; only lib/storage/db.ts to Dexie (CONVENTIONS.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'openapi-fetch', message: 'Use src/api/client.ts.' },
            { name: 'dexie', message: 'Use src/lib/storage/db.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/client.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/lib/storage/db.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'openapi-fetch', message: 'Use src/api/client.ts.' }] }] },
  },
  {
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'bench/**/*.ts', 'tests/**/*.ts', '*.{ts,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Server glue handles untyped JSON (contract schemas, Ajv, Fastify internals), and
    // MARC is a binary format whose delimiters are control characters.
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-control-regex': 'off',
      'no-useless-escape': 'warn',
    },
  },
);
