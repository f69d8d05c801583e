import { readFileSync } from 'node:fs';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { build as bundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import linguiConfig from './lingui.config';
import { catalogHashesOf, chunkImports, splitCatalogsPlugin, startChunks } from './scripts/catalog-split';
import { writeAllCopies } from './server/http/compressed-copies';

/**
 * Writes the favicon (a few hundred bytes) into index.html as a data: URL: as a file, its
 * request would hold one of HTTP/1.1's six connections while the app's code downloads
 * (bench/lighthouse.ts). The build inlines the header's logo and the default cover itself.
 */
function inlineFavicon(file = 'src/assets/favicon.png'): Plugin {
  return {
    name: 'inline-favicon',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(`href="/${file}"`, `href="data:image/png;base64,${readFileSync(file).toString('base64')}"`),
    },
  };
}

/** Where vite-plugin-pwa writes the web manifest; main.tsx links it once the start has settled. */
const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">';

/**
 * Takes vite-plugin-pwa's manifest link out of index.html: Chromium fetches the manifest
 * and its icon at once, and on HTTP/1.1 they held two of the six connections while the
 * app's code downloaded (bench/lighthouse.ts). main.tsx links it once the start has
 * settled; installing needs it only then.
 */
function linkManifestLater(): Plugin {
  return {
    name: 'link-manifest-later',
    enforce: 'post',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(MANIFEST_LINK)) throw new Error(`index.html has no ${MANIFEST_LINK} to take out`);
        return html.replace(MANIFEST_LINK, '');
      },
    },
  };
}

/**
 * Names in index.html the code of a title page (its route's split chunks, what they import
 * beyond the entry, their CSS), as `<meta name="title-page-code">`: the early script (src/lib/startup/prefetch-first-data.ts)
 * preloads it while the entry downloads when the page opened is a title, so the record's
 * page does not wait one more round trip for its code after the entry has run.
 */
function titlePageCode(): Plugin {
  const routes = /\/src\/routes\/acervo\.\$codAcervo(\.index)?\.tsx\?tsr-split=component/;
  return {
    name: 'title-page-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = new Set<string>();
        const reach = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) reach(imported, into);
        };
        if (entry) reach(entry.fileName, loaded);
        const wanted = new Set<string>();
        for (const chunk of chunks.filter((candidate) => candidate.moduleIds.some((id) => routes.test(id)))) reach(chunk.fileName, wanted);
        const files = [...wanted].filter((fileName) => !loaded.has(fileName));
        const styles = files.flatMap((fileName) => [...(byName.get(fileName)?.viteMetadata?.importedCss ?? [])]);
        if (files.length === 0) throw new Error('title-page-code: the title route\'s chunks were not found');
        // The catalogs those chunks wait for (scripts/catalog-split.ts), by hash: the early script
        // preloads them in the language it detects.
        const catalogs = catalogHashesOf(files.map((fileName) => byName.get(fileName)?.code ?? ''));
        return [
          { tag: 'meta', attrs: { name: 'title-page-code', content: [...files, ...styles].map((file) => `/${file}`).join(' ') }, injectTo: 'head-prepend' },
          { tag: 'meta', attrs: { name: 'title-page-catalogs', content: catalogs.join(' ') }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

/**
 * Builds a classic script (no imports at run time) from a TypeScript entry of src/, served as
 * `/<fileName>`: index.html runs it before the app's entry. Bundled on its own, so it shares
 * the app's code truthfully (the language rules, the storage keys) without waiting for the
 * app's chunks. The development server builds it on each request.
 */
function classicScript(entry: string, fileName: string): Plugin {
  const build = async () => {
    const { output } = await bundle({
      input: entry,
      write: false,
      platform: 'browser',
      logLevel: 'warn',
      output: { format: 'iife', minify: true },
    });
    if (output.length !== 1 || output[0].type !== 'chunk') throw new Error(`${entry}: expected one chunk, got ${output.length} files`);
    return output[0].code;
  };
  return {
    name: 'classic-script',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response, next) => {
        build().then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await build() });
    },
  };
}

/**
 * Writes a brotli and a gzip copy beside each text file of the build
 * (server/http/compressed-copies.ts), which the server sends as they are: brotli at its best
 * is about 13% smaller than the gzip a server can afford to make per request, and nothing
 * is compressed while a patron waits. Runs after the service worker is built.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { order: 'post', sequential: true, handler: () => writeAllCopies(outDir) },
  };
}

// The PWA's build. The API server (server/) serves dist/ in production; in development
// Vite serves the app and forwards /api to the server on port 8080.
export default defineConfig({
  plugins: [
    // Must run before React: it generates the route tree and splits route files.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // The home page is where most visits start (and the installed app's start URL): its
      // screen comes with the entry instead of one round trip after it (bench/lighthouse.ts).
      // Every other page's loader travels with its component (one chunk, needed anyway), so
      // the features' queries it names stay out of the entry (a title page's code and record
      // are asked for by the early script, src/lib/startup/prefetch-first-data.ts).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId === '/' ? [] : [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
    }),
    // plugin-react 6 no longer runs Babel; Lingui's macros go through @rolldown/plugin-babel.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    inlineFavicon(),
    // The catalogs split per chunk; index.html preloads Portuguese's shell catalog.
    splitCatalogsPlugin({ locales: linguiConfig.locales, preload: 'pt' }),
    titlePageCode(),
    classicScript('src/lib/startup/prefetch-first-data.ts', 'prefetch-first-data.js'),
    classicScript('src/lib/startup/intl-warmup.ts', 'intl-warmup.js'),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['capa-padrao.svg', 'icons/apple-touch-icon-180.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      },
      manifest: {
        name: 'Catálogo da Biblioteca',
        short_name: 'Biblioteca',
        description: 'Catálogo on-line e área pessoal da biblioteca universitária.',
        lang: 'pt-BR',
        dir: 'ltr',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        categories: ['education', 'books'],
        theme_color: '#0b4f8a',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Pesquisar no catálogo',
            short_name: 'Pesquisa',
            url: '/',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Meu Pergamum',
            short_name: 'MeuPergamum',
            url: '/meupergamum',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    linkManifestLater(),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    modulePreload: {
      // Every browser the app supports preloads modules itself (Chromium 66, Safari 17,
      // Firefox 115); the polyfill cost the entry 0.6 KB gzip.
      polyfill: false,
      // A lazy import preloads what it needs beyond the chunks every page starts with: those
      // are loaded before it can run, and naming them in each of ~130 lists cost the entry
      // ~3 KB gzip (bench/bundle.ts). index.html's own list is left whole.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : deps.filter((dep) => dep.endsWith('.css') || (!startChunks.has(dep) && chunkImports.get(filename)?.includes(dep))),
    },
    sourcemap: true,
    rolldownOptions: {
      output: {
        // A page's code is named by its hash alone: the entry names each page's chunk (its
        // import), and ~130 route file names cost it 0.4 KB gzip (bench/bundle.ts). Seven
        // characters of hash (42 bits, the least rolldown takes for this build) tell ~600 files
        // apart as surely as eight, and the entry names ~190 of them: 0.2 KB less.
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.includes('?tsr-split=') ? 'assets/r[hash:7].js' : 'assets/[name]-[hash:7].js'),
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // The libraries every page starts with travel as one chunk: without this they come
        // in a dozen small chunks (each shared with some lazy route), and over HTTP/1.1 a
        // dozen requests queue on six connections, each paying a round trip - 0.3 s later
        // first paint on a slow phone (bench/lighthouse.ts). The chunk also changes only
        // when a dependency does, so a new release of the app leaves it cached.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // With Vite's helper for the lazy chunks' imports: a request of its own otherwise.
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|@lingui|openapi-fetch)[\\/]|^\0vite[\\/]preload-helper/,
            },
            {
              // The app's own modules every page starts with that lazy chunks share too (the API
              // client, the session, the language): one chunk instead of a handful, which
              // compresses better and costs fewer requests.
              name: 'start',
              test: /\/src\/(api\/(client|errors|token-middleware|take-first-data)|lib\/(i18n|locale-rules|notices|session\/session|storage\/(storage-keys|db-name|db-access|persister)|startup\/start-phases)|features\/institution\/queries)\.tsx?$/,
            },
            {
              // Every form's field check with the date fields that some forms have (issue 37): one
              // lazy chunk, so the entry's list of chunks names no other.
              name: 'field-checks',
              test: /\/src\/components\/(field-checks|date-field|date-field-rules)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
