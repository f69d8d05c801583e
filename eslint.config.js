// Lint for the whole repository: typescript-eslint's recommended rules everywhere, the
// React hooks rules for the PWA, browser globals in src/ and public/, Node globals elsewhere,
// and the rooms' boundaries (docs/architecture.md "Boundaries"; scripts/eslint-boundaries.test.ts
// proves a break fails).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';


/**
 * The rooms and who may import whom (eslint-plugin-boundaries). Anything not allowed here
 * is an error: a feature (src/features/<domain>/<feature>/) talks to another, in its domain or
 * another, only through its index.ts; src/lib never imports
 * src/api or a feature; src/ and server/ never import each other (they meet at openapi/).
 */

const rooms = [
  { type: 'routes', pattern: 'src/routes' },
  { type: 'feature', pattern: 'src/features/*/*', capture: ['domain', 'feature'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'api', pattern: 'src/api' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'sw', pattern: 'src/sw' },
  { type: 'assets', pattern: 'src/assets' },
  { type: 'locales', pattern: 'locales' },
  { type: 'contract', pattern: 'openapi' },
  { type: 'server', pattern: 'server' },
  // Last, so it takes only what no room above took: main.tsx, router.tsx, routeTree.gen.ts…
  { type: 'app', pattern: 'src' },
].map((room) => ({ ...room, partialMatch: false }));
const to = (...types) => ({ to: { element: { type: types } } });
const otherFeaturesIndex = { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } };
// main.tsx sets the cascade: a feature's stylesheet that adapts the app's own (the phone shell's) comes after styles.css.
const featureStylesheet = { to: { element: { type: 'feature', fileInternalPath: '**/*.css' } } };
const sameFeature = { to: { element: { type: 'feature', captured: { domain: '{{ from.element.captured.domain }}', feature: '{{ from.element.captured.feature }}' } } } };
const boundaryPolicies = [
  { from: { element: { type: 'app' } }, allow: [to('app', 'routes', 'components', 'api', 'lib', 'assets', 'locales', 'contract'), otherFeaturesIndex, featureStylesheet] },
  // Route files are the features' screens' addresses: they may open a feature's files.
  { from: { element: { type: 'routes' } }, allow: to('routes', 'feature', 'components', 'api', 'lib', 'assets', 'locales', 'contract') },
  { from: { element: { type: 'feature' } }, allow: [sameFeature, otherFeaturesIndex, to('components', 'api', 'lib', 'assets', 'locales', 'contract')] },
  { from: { element: { type: 'components' } }, allow: to('components', 'api', 'lib', 'assets', 'locales', 'contract') },
  { from: { element: { type: 'api' } }, allow: to('api', 'lib', 'locales', 'contract') },
  { from: { element: { type: 'lib' } }, allow: to('lib', 'locales', 'contract') },
  { from: { element: { type: 'sw' } }, allow: to('sw', 'lib', 'api', 'contract') },
  { from: { element: { type: 'locales' } }, allow: to('locales') },
  { from: { element: { type: 'contract' } }, allow: to('contract') },
  { from: { element: { type: 'server' } }, allow: to('server', 'contract') },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'coverage/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'src/routeTree.gen.ts',
      // Zotero's code, vendored unchanged for tests (tests/support/zotero/PROVENANCE.md).
      'tests/support/zotero/*.cjs',
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
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'openapi/**/*.ts', 'locales/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': rooms,
      'boundaries/include': ['src/**/*', 'server/**/*', 'openapi/**/*', 'locales/**/*'],
      'import/resolver': { typescript: { alwaysTryTypes: true, project: 'tsconfig.json' }, node: true },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
    },
  },
  {
    // No import cycles in the PWA or the server: what two files share moves down to a file
    // both import (a types file, server/db, src/lib). Type-only imports are erased at build
    // time and do not count; an `await import()` does (a cycle hidden behind it is still one).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    rules: {
      // The service worker has no DOM to render into: no React, not even through a hook library.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'openapi-fetch', message: 'Use src/api/client.ts.' },
            { name: 'dexie', message: 'Use src/lib/storage/db.ts.' },
          ],
          patterns: [
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@tanstack/react-*', '@lingui/react', '@lingui/react/*', 'radix-ui', '@radix-ui/*'], message: 'No React in the service worker.' },
            { group: ['*.tsx'], message: 'No React in the service worker.' },
          ],
        },
      ],
    },
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

  // ---- The server's rooms (docs/architecture.md "The API server"). Modules live in six
  // domains (server/modules/<domain>/<module>/); a module meets another module of its domain
  // through that module's index.ts ('../<module>') and another domain only through the
  // domain's index.ts ('../../<domain>'); the catalogue core imports no module; only
  // server/config.ts reads the environment. scripts/module-graph.test.ts also fails a two-way
  // pair of modules. no-restricted-imports is set per room in blocks whose files do not
  // overlap (a later block would replace it).
  {
    files: ['server/modules/*/*/**/*.ts'],
    ignores: ['server/modules/catalogue/core/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: "Another module's files are its own: import it through its index.ts ('../<module>'), or move what several modules share down (the domain's core, server/core)." },
          { regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/', message: "Another domain is met through its index.ts ('../../<domain>'), never its modules." },
          { regex: '(^|/)modules/', message: "Import another domain through its index.ts ('../../<domain>')." },
        ],
      }],
    },
  },
  {
    // A domain's index.ts re-exports its modules' index.ts files, nothing else.
    files: ['server/modules/*/index.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^\\./[^/]+/', message: "A domain's index.ts re-exports its modules through their index.ts ('./<module>')." },
          { regex: '^\\.\\./', message: "A domain's index.ts re-exports its own modules only." },
        ],
      }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/modules/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '(^|/)modules/[^/]+/', message: 'Import a domain through its index.ts (server/modules/<domain>), never its modules.' },
        ],
      }],
    },
  },
  {
    files: ['server/modules/catalogue/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^\\.\\./(?!\\.\\.)', message: 'The catalogue core is what modules stand on: it imports none of them.' },
          { regex: '^\\.\\./\\.\\./(?!\\.\\.)', message: 'The catalogue core is what modules stand on: it imports none of them.' },
          { regex: '(^|/)modules(/|$)', message: 'The catalogue core is what modules stand on: it imports none of them.' },
        ],
      }],
    },
  },
  {
    // One way to SQL (docs/architecture.md "One way to SQL"): a module or the catalogue core
    // writes SQL as drizzle `sql` templates and runs it through server/db/query.ts (rows, one,
    // exec, transaction). No query builder (select/insert/update/delete, eq, and…), no schema
    // tables (server/db/schema.ts is the migrations' source), no driver call of its own.
    // Its own rule name, so it adds to the rooms' no-restricted-imports above.
    files: ['server/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [
          { name: 'drizzle-orm', allowImportNames: ['sql', 'SQL'], message: "Only `sql` (and the SQL type) from drizzle-orm: write the statement as an sql template and run it with rows/one/exec from server/db/query.ts." },
          ...['../core', '../../circulation/core', '../../circulation'].map((name) => (
            { name, importNames: ['rows', 'one', 'exec', 'transaction', 'isoDate', 'isoTime', 'Executor', 'Tx'], message: "Take the SQL helpers from server/db/query.ts ('../../../db/query')." })),
        ],
        patterns: [
          { group: ['drizzle-orm/*'], message: 'The driver and the query builder stay in server/db/.' },
          { regex: '(^|/)db/schema$', message: 'server/db/schema.ts is the migrations\' source: write the SQL (table and column names as PostgreSQL has them) in an sql template.' },
          { regex: '(^|/)db/connect$', importNames: ['queryRows'], message: "Run SQL with rows/one/exec from server/db/query.ts." },
        ],
      }],
      'no-restricted-syntax': ['error',
        {
          selector: "MemberExpression[property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction|query)$/][object.name=/^(db|tx)$/]",
          message: 'Run SQL with rows/one/exec/transaction from server/db/query.ts, not the drizzle instance.',
        },
        {
          selector: "MemberExpression[property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction|query)$/][object.property.name='db']",
          message: 'Run SQL with rows/one/exec/transaction from server/db/query.ts, not the drizzle instance.',
        },
      ],
    },
  },
  {
    // Settings are read once, in one place; tests pass overrides to buildApp instead.
    files: ['server/**/*.ts'],
    ignores: ['server/config.ts'],
    rules: {
      'no-restricted-properties': ['error', {
        object: 'process', property: 'env',
        message: 'Read settings from ctx.config: add the variable to server/config.ts (and its row to docs/manual/running.md).',
      }],
    },
  },
);
