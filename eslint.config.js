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
      // Only the API client talks to openapi-fetch; only lib/db.ts to Dexie (CONVENTIONS.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'openapi-fetch', message: 'Use src/api/client.ts.' },
            { name: 'dexie', message: 'Use src/lib/db.ts.' },
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
    files: ['src/lib/db.ts'],
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

  // ---- The server's rooms (docs/architecture.md "The API server"). Modules stand on
  // server/catalogue and meet each other only through a module's index.ts; the catalogue
  // core imports no module; only server/config.ts reads the environment. no-restricted-imports
  // is set per room in blocks whose files do not overlap (a later block would replace it).
  {
    files: ['server/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: "Another module's files are its own: import it through its index.ts ('../<module>'), or move what several modules share to server/catalogue/." },
          { regex: '(^|/)modules/[^/]+/', message: "Import a module through its index.ts ('../<module>')." },
          { regex: '(^|/)catalogue/', message: "Import the catalogue core from its index ('../../catalogue')." },
        ],
      }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/modules/*/**', 'server/catalogue/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)modules/[^/]+/', message: "Import a module through its index.ts (server/modules/<module>), never its files." },
          { regex: '(^|/)catalogue/', message: 'Import the catalogue core from its index (server/catalogue).' },
        ],
      }],
    },
  },
  {
    files: ['server/catalogue/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)modules(/|$)', message: 'The catalogue core is what modules stand on: it imports none of them.' }],
      }],
    },
  },
  {
    // Settings are read once, in one place; tests pass overrides to buildApp instead.
    files: ['server/**/*.ts'],
    ignores: ['server/config.ts'],
    rules: {
      'no-restricted-properties': ['error', {
        object: 'process', property: 'env',
        message: 'Read settings from ctx.config: add the variable to server/config.ts (and the README).',
      }],
    },
  },
);
