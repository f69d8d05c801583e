/**
 * The catalog of messages split along the build's chunks (issue 27 item 4), so that the
 * first screen downloads only the messages it shows.
 *
 * `lingui compile` writes one catalog per language (locales/<locale>/messages.ts, the source
 * of truth: translators keep working on one messages.po per language). The build splits
 * each into:
 * - the shell catalog: the messages named by the code every page starts with (the entry
 *   chunk and its static imports; the home screen travels with it, vite.config.ts). index.html
 *   names the five files (`<meta name="catalog-shell">`) and preloads the Portuguese one;
 *   src/lib/i18n.ts loads the active language's before the first render;
 * - one catalog per lazy chunk: the messages its code names. The chunk begins with
 *   `await globalThis.__catalogChunk?.("<hash>")`, so importing it (a route's component,
 *   a lazy part of the shell) finishes only once its messages are in the active catalog:
 *   the router loads a route's chunks before it renders, so no text ever shows untranslated;
 * - the server's keys (`error.*`, `success.*`…, every explicit id): the server answers with
 *   a key, so no chunk names the one it will need; src/api/errors.ts waits for this catalog
 *   before it reports a key (`<meta name="catalog-keys">`).
 * A message is named in built code by its id, as a string literal (the macros compile
 * `t`, `<Trans>` and `msg` to `{id:"…"}`); every string literal of a chunk that is an id of the
 * catalog counts, so a minifier's rewriting of the call cannot hide one.
 * Files: assets/catalog-<hash>.<locale>.js, one ES module exporting `messages` (as
 * `lingui compile` writes them); the hash covers the five languages' texts, and the chunk
 * that names it changes (new file name) whenever one of its texts does.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

export type Catalog = Record<string, unknown>;

/** The name of the function a lazy chunk awaits (installed by src/lib/i18n.ts). */
export const CHUNK_HOOK = '__catalogChunk';

/** A lazy chunk's catalog in one language (src/lib/i18n.ts builds the same path). */
export const chunkCatalogFile = (hash: string, locale: string): string => `assets/catalog-${hash}.${locale}.js`;

/** The messages of a file `lingui compile --typescript` wrote: `…export const messages=JSON.parse("…")…`. */
export function parseCompiledCatalog(source: string, file = 'catalog'): Catalog {
  const literal = /export const messages\s*=\s*JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!literal) throw new Error(`${file}: not a catalog compiled by lingui (export const messages=JSON.parse("…"))`);
  return JSON.parse(JSON.parse(literal[1]) as string) as Catalog;
}

/**
 * Every text between two quote characters (" ' `) of built code, as written: a superset of its
 * string literals that no regular expression literal or comment can pair up wrongly (an id is
 * plain: base64 characters, or letters, digits, dots and hyphens, never escaped).
 */
export function stringLiterals(code: string): Set<string> {
  return new Set(code.match(/(?<=["'`])[^"'`\\\n]{1,200}(?=["'`])/g) ?? []);
}

/** The catalog's ids that built code names, in the catalog's order. */
export function idsNamedIn(code: string, ids: readonly string[]): string[] {
  const literals = stringLiterals(code);
  return ids.filter((id) => literals.has(id));
}

/**
 * Ids the code may look up by a string it received (the server's `error.*` keys, an e-resource
 * provider's code): every id that is not one Lingui generated from a message (six characters of
 * base64, the hash of the source text).
 */
export function explicitIds(ids: readonly string[]): string[] {
  return ids.filter((id) => !/^[A-Za-z0-9+/]{6}$/.test(id));
}

export function pick(catalog: Catalog, ids: Iterable<string>): Catalog {
  const picked: Catalog = {};
  for (const id of ids) if (id in catalog) picked[id] = catalog[id];
  return picked;
}

/** A catalog as the ES module the browser imports (the form `lingui compile` writes). */
export function catalogModule(messages: Catalog): string {
  return `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
}

export function contentHash(...texts: string[]): string {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text).update('\0');
  return hash.digest('base64url').slice(0, 10);
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

interface SplitFiles {
  /** fileName → source of every catalog file to write. */
  files: Map<string, string>;
  shell: Record<string, string>;
  keys: Record<string, string>;
  /** Chunk file → the hash of its catalog (lazy chunks that name messages). */
  chunkHashes: Map<string, string>;
  /** The chunks every page starts with: the entry and its static imports. */
  start: Set<string>;
}

/**
 * The chunks every page starts with, once the bundle is written (generateBundle): Vite's
 * preload lists of lazy imports (vite.config.ts, modulePreload.resolveDependencies) leave
 * them out, since they are loaded before any lazy import can run.
 */
export const startChunks = new Set<string>();

/** Each chunk's static imports, once the bundle is written (for the same preload lists). */
export const chunkImports = new Map<string, readonly string[]>();

/**
 * The app's catalogs split along a built bundle. `locales` maps each language to its
 * compiled catalog; `entryModule` names the app's entry (src/main.tsx).
 */
export function splitCatalogs(
  bundle: Record<string, ChunkLike | { type: 'asset' }>,
  locales: Record<string, Catalog>,
  entryModule = '/src/main.tsx',
): SplitFiles | null {
  const chunks = Object.values(bundle).filter((output): output is ChunkLike => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith(entryModule)));
  if (!entry) return null;
  const languages = Object.keys(locales);
  const ids = [...new Set(languages.flatMap((locale) => Object.keys(locales[locale])))];
  const start = new Set<string>();
  const visit = (fileName: string) => {
    if (start.has(fileName) || !byName.has(fileName)) return;
    start.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(entry.fileName);
  const shellIds = new Set<string>();
  for (const fileName of start) for (const id of idsNamedIn(byName.get(fileName)?.code ?? '', ids)) shellIds.add(id);
  const files = new Map<string, string>();
  const named = (kind: string, wanted: Iterable<string>) => {
    const list = [...wanted];
    const out: Record<string, string> = {};
    for (const locale of languages) {
      const source = catalogModule(pick(locales[locale], list));
      const fileName = `assets/catalog-${kind}-${contentHash(source)}.${locale}.js`;
      files.set(fileName, source);
      out[locale] = `/${fileName}`;
    }
    return out;
  };
  const shell = named('shell', shellIds);
  const keys = named('keys', explicitIds(ids));
  const chunkHashes = new Map<string, string>();
  for (const chunk of chunks) {
    const hash = /__catalogChunk\?\.\(["'`]([\w-]+)["'`]\)/.exec(chunk.code)?.[1];
    if (hash) chunkHashes.set(chunk.fileName, hash);
  }
  return { files, shell, keys, chunkHashes, start };
}

/** The lazy chunk's catalogs (one per language) and the line that makes the chunk wait for them. */
export function chunkCatalogs(code: string, locales: Record<string, Catalog>): { hash: string; sources: Record<string, string> } | null {
  const languages = Object.keys(locales);
  const ids = [...new Set(languages.flatMap((locale) => Object.keys(locales[locale])))];
  const wanted = idsNamedIn(code, ids);
  if (wanted.length === 0) return null;
  const sources = Object.fromEntries(languages.map((locale) => [locale, catalogModule(pick(locales[locale], wanted))]));
  return { hash: contentHash(...languages.flatMap((locale) => [locale, sources[locale]])), sources };
}

/** `locale=url` pairs, as the metas of index.html carry them. */
const pairs = (urls: Record<string, string>) => Object.entries(urls).map(([locale, url]) => `${locale}=${url}`).join(' ');

/**
 * The Vite plugin: lazy chunks await their catalog (renderChunk, before the chunks' hashes
 * are taken), the catalog files are written with the bundle, and index.html names the shell
 * and key catalogs and preloads the default language's shell.
 */
export function splitCatalogsPlugin(options: { localesDir?: string; locales: readonly string[]; preload?: string }): Plugin {
  const localesDir = options.localesDir ?? 'locales';
  let compiled: Record<string, Catalog> | null = null;
  const catalogs = () => {
    compiled ??= Object.fromEntries(
      options.locales.map((locale) => {
        const file = path.join(localesDir, locale, 'messages.ts');
        return [locale, parseCompiledCatalog(readFileSync(file, 'utf8'), file)];
      }),
    );
    return compiled;
  };
  const chunkFiles = new Map<string, string>();
  let split: { bundle: object; result: SplitFiles | null } | null = null;
  const splitOf = (bundle: Record<string, ChunkLike | { type: 'asset' }>) => {
    if (split?.bundle !== bundle) split = { bundle, result: splitCatalogs(bundle, catalogs()) };
    return split.result;
  };
  return {
    name: 'split-catalogs',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      compiled = null;
      chunkFiles.clear();
    },
    renderChunk(code, chunk) {
      // The entry itself installs the hook; the service worker's build names no message.
      if (chunk.isEntry || chunk.moduleIds.some((id) => id.includes('/src/sw/'))) return null;
      const found = chunkCatalogs(code, catalogs());
      if (!found) return null;
      for (const [locale, source] of Object.entries(found.sources)) chunkFiles.set(chunkCatalogFile(found.hash, locale), source);
      const edited = new MagicString(code);
      edited.prepend(`await globalThis.${CHUNK_HOOK}?.(${JSON.stringify(found.hash)});`);
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle) {
      const result = splitOf(bundle as unknown as Record<string, ChunkLike>);
      if (!result) return;
      startChunks.clear();
      for (const fileName of result.start) startChunks.add(fileName);
      chunkImports.clear();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunkImports.set(output.fileName, output.imports);
      const wanted = new Set(result.chunkHashes.values());
      const files = new Map(result.files);
      for (const [fileName, source] of chunkFiles) {
        const hash = /catalog-([\w-]+)\.\w+\.js$/.exec(fileName)?.[1];
        if (hash && wanted.has(hash)) files.set(fileName, source);
      }
      for (const [fileName, source] of files) if (!(fileName in bundle)) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const result = splitOf(bundle as unknown as Record<string, ChunkLike>);
        if (!result) throw new Error('split-catalogs: the entry (src/main.tsx) was not found in the bundle');
        const preload = options.preload ?? options.locales[0];
        return [
          { tag: 'meta', attrs: { name: 'catalog-shell', content: pairs(result.shell) }, injectTo: 'head-prepend' },
          { tag: 'meta', attrs: { name: 'catalog-keys', content: pairs(result.keys) }, injectTo: 'head-prepend' },
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: result.shell[preload] }, injectTo: 'head' },
        ];
      },
    },
  };
}

/** The catalogs a set of chunks waits for, as the hashes of their files (for index.html's early preloads). */
export function catalogHashesOf(chunkCodes: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const code of chunkCodes) {
    const hash = /__catalogChunk\?\.\(["'`]([\w-]+)["'`]\)/.exec(code)?.[1];
    if (hash) hashes.add(hash);
  }
  return [...hashes];
}
