// `npm run build`'s server half: the TypeScript server compiled to JavaScript in build/server/
// (esbuild: bundled per entry, shared chunks split out, npm packages left to node_modules,
// source maps beside each file for `node --enable-source-maps`). Production runs
// `node --enable-source-maps build/server/main.js`; `npm start` builds first when needed.
//
// Every output file sits in build/server/ itself, so each one's import.meta.url names that
// folder; a source file's own import.meta.url is rewritten to where that file would be in the
// build's mirror of the repository (server/db/connect.ts → build/server/db/connect.js). The
// files the server reads beside its code (migrations, the demo's MARC, CSL styles, OAI
// records, the Cutter table, fixtures, the contract's YAML) are copied to the same mirror, so
// the build finds them without the sources: build/ with node_modules/ and dist/ is the server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The programs: the server and the command lines an operator runs beside it. */
export const ENTRIES = {
  main: 'server/main.ts',
  cli: 'server/cli.ts',
  'desk-cli': 'server/desk-cli.ts',
  'loaders-cli': 'server/loaders/cli.ts',
  'extract-worker': 'server/import/extract-worker.ts',
};

/** Folders whose non-TypeScript files the server reads at run time (tests' files excluded). */
const ASSET_ROOTS = ['server'];
const ASSET_FILES = ['openapi/library.yaml'];

/** import.meta.url → the address the file would have in the build's mirror of the repository. */
const mirroredImportMeta = {
  name: 'mirrored-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const relative = path.relative(root, args.path).split(path.sep).join('/').replace(/\.ts$/, '.js');
      const mirrored = `new URL(${JSON.stringify(`../${relative}`)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', mirrored), loader: 'ts' };
    });
  },
};

function copyAssets(from, to) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyAssets(source, target);
    else if (!/\.(ts|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name) && entry.name !== 'extract-thread.mjs') {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(source, target);
    }
  }
}

/**
 * `outDir` (default build/) must lie inside the checkout: the npm packages are not bundled,
 * and Node finds them by walking up from the compiled files to node_modules/.
 */
export async function buildServer({ quiet = false, outDir = path.join(root, 'build') } = {}) {
  const started = Date.now();
  const out = path.resolve(outDir);
  const serverOut = path.join(out, 'server');
  fs.rmSync(out, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: serverOut,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    chunkNames: 'chunk-[hash]',
    logLevel: quiet ? 'error' : 'warning',
    plugins: [mirroredImportMeta],
  });
  for (const dir of ASSET_ROOTS) copyAssets(path.join(root, dir), path.join(out, dir));
  for (const file of ASSET_FILES) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(out, file));
  }
  // The MARC reading thread's entry: the compiled module, no TypeScript loader to register.
  fs.mkdirSync(path.join(serverOut, 'import'), { recursive: true });
  fs.writeFileSync(path.join(serverOut, 'import', 'extract-thread.mjs'), "await import('../extract-worker.js');\n");
  // Node reads build/package.json's "type" for the .js files below it.
  fs.writeFileSync(path.join(out, 'package.json'), '{ "type": "module", "private": true }\n');
  fs.writeFileSync(path.join(out, 'BUILT'), `${new Date().toISOString()}\n`);
  if (!quiet) console.log(`server compiled to ${path.relative(process.cwd(), serverOut) || '.'} in ${Date.now() - started} ms`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
