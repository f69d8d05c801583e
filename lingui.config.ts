import { defineConfig } from '@lingui/cli';

// Messages are written in English in the code (t, Trans, msg macros); Portuguese is the
// product's default language and the fallback for any text missing in another catalog.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['pt', 'en', 'es', 'fr', 'it'],
  fallbackLocales: { default: 'pt' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/sw/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  orderBy: 'message',
});
