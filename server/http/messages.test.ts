// Messages are keys (issue 22): every key the server answers is one the PWA's catalogs
// translate, in all five languages. Walks the server's source (and the shared rules of
// openapi/) for `error.*` and `success.*` keys; HttpError's type already refuses a message
// that is not key-shaped (server/http/errors.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LANGUAGES = ['pt', 'en', 'es', 'fr', 'it'];

/** msgid → msgstr of one catalog (single-line entries, as Lingui writes ids). */
function catalog(language: string): Map<string, string> {
  const text = fs.readFileSync(path.join(root, 'locales', language, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  for (const [, id, translation] of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) entries.set(id, translation);
  return entries;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [file] : [];
  });
}

/** Keys in the code: whole ones, and the fixed start of those built with `${…}`. */
export function keysIn(text: string): { whole: string[]; prefixes: string[] } {
  const whole: string[] = [];
  const prefixes: string[] = [];
  for (const [, key, built] of text.matchAll(/['"`]((?:error|success)\.[a-z0-9-]+(?:\.[a-z0-9-]+)*)(\.\$\{|['"`])/g)) {
    (built === '.${' ? prefixes : whole).push(key + (built === '.${' ? '.' : ''));
  }
  return { whole, prefixes };
}

describe('the keys the server answers', () => {
  const files = [...sourceFiles('server'), ...sourceFiles('openapi')];
  const used = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const file of files) {
    const found = keysIn(fs.readFileSync(path.join(root, file), 'utf8'));
    for (const key of found.whole) used.set(key, file);
    for (const prefix of found.prefixes) prefixes.set(prefix, file);
  }

  it('finds keys, whole and built', () => {
    expect(keysIn("throw notFound('error.title-not-found'); x(`error.required-field.${name}`)")).toEqual({ whole: ['error.title-not-found'], prefixes: ['error.required-field.'] });
    expect(used.size).toBeGreaterThan(50);
  });

  it('are all translated by the PWA, in every language', () => {
    for (const language of LANGUAGES) {
      const entries = catalog(language);
      // A key naming a field (`error.required-field.titulo`) is its parent's message with the
      // field's name in it (`error.required-field`: "Required field {name} not filled.").
      const known = (key: string) => Boolean(entries.get(key) || entries.get(key.replace(/\.[a-z0-9-]+$/, '')));
      const missing = [...used].filter(([key]) => !known(key)).map(([key, file]) => `${key} (${file})`);
      const missingBuilt = [...prefixes].filter(([prefix]) => !entries.get(prefix.slice(0, -1))).map(([p, file]) => `${p}* (${file})`);
      expect([language, ...missing, ...missingBuilt]).toEqual([language]);
    }
  });
});
