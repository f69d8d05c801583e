// The map (docs/architecture.md) against the tree: the server's rooms, its domains and
// their modules (and which have an index.ts), the registries, every src/features index.ts,
// and every repository path the map names. A folder added, moved or removed without its
// line in the map fails here, naming it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const map = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const exists = (p: string) => fs.existsSync(path.join(root, p));
const dirs = (p: string) => fs.readdirSync(path.join(root, p), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

/** The lines of the section under `heading` (a whole heading line), up to the next heading of any level. */
function section(heading: string): string[] {
  const lines = map.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`the map has no heading "${heading}"`);
  const end = lines.findIndex((line, i) => i > start && /^#{1,6} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}
/** A table's rows as cells (header and rule left out). */
const tableRows = (lines: string[]) =>
  lines.filter((l) => l.startsWith('|') && !/^\|[-| ]+\|$/.test(l)).slice(1).map((l) => l.split(' | ').map((c) => c.replace(/^\| ?| ?\|$/g, '')));
const ticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

describe('docs/architecture.md names the server as it is', () => {
  it('names every room of server/ in its rooms table, and each row is there', () => {
    const named = tableRows(section('### The API server: `server/`')).map(([room]) => ticked(room)[0]);
    for (const room of named) expect(exists(room), `${room} is in the map, not in the tree`).toBe(true);
    const tree = fs.readdirSync(path.join(root, 'server'), { withFileTypes: true })
      .filter((e) => e.isDirectory() || (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')))
      .map((e) => `server/${e.name}${e.isDirectory() ? '/' : ''}`);
    expect(tree.filter((room) => !named.includes(room)), 'rooms of server/ the map does not name').toEqual([]);
  });

  const domainHeadings = map.split('\n').filter((l) => /^#### Domain `[a-z-]+`$/.test(l));
  const domains = domainHeadings.map((h) => ticked(h)[0]);

  it('has a table for every domain of server/modules, and every table is a domain', () => {
    expect(domains.slice().sort()).toEqual(dirs('server/modules'));
    for (const domain of domains) expect(exists(`server/modules/${domain}/index.ts`), `server/modules/${domain}/index.ts`).toBe(true);
  });

  it.each(domains)('names every module of %s, and which have an index.ts', (domain) => {
    const rows = tableRows(section(`#### Domain \`${domain}\``));
    const named = rows.map(([module]) => ticked(module)[0]);
    expect(named.slice().sort()).toEqual(dirs(`server/modules/${domain}`));
    for (const [module, index] of rows) {
      const file = `server/modules/${domain}/${ticked(module)[0]}/index.ts`;
      expect(index === 'yes', `${file}: the map says "${index}"`).toBe(exists(file));
    }
  });

  it('lists the registries that are there, and every queue registered', () => {
    const cells = tableRows(section('#### Registries')).flatMap((row) => ticked(row.join(' ')));
    const paths = cells.filter((c) => /^(server|openapi|src)\/\S+\.ts$/.test(c));
    expect(paths.length).toBeGreaterThan(3);
    for (const p of paths) expect(exists(p), `${p} is a registry in the map, not in the tree`).toBe(true);
    const queues: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (e.isDirectory()) walk(`${dir}/${e.name}`);
        else if (e.name === 'queues.ts') queues.push(`${dir}/${e.name}`);
      }
    };
    walk('server/modules');
    expect(queues.filter((q) => !paths.includes(q)), 'queues.ts files the map does not list').toEqual([]);
  });

  it('names only paths that are there', () => {
    const named = [...new Set(ticked(map).filter((p) => /^(server|src|openapi|scripts|tests|docs|bench)\/[\w./-]+$/.test(p) && !/[<*]/.test(p)))];
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((p) => !exists(p.replace(/\/$/, ''))), 'paths in the map that are not in the tree').toEqual([]);
  });
});

describe('docs/architecture.md names the PWA\'s feature indexes', () => {
  it('lists every src/features/**/index.ts, and only those', () => {
    const paragraph = map.slice(map.indexOf('Feature indexes ('));
    const listed = ticked(paragraph.slice(paragraph.indexOf('):'), paragraph.indexOf('.\n'))).sort();
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(path.join(root, 'src/features', dir), { withFileTypes: true })) {
        const rel = dir ? `${dir}/${e.name}` : e.name;
        if (e.isDirectory()) walk(rel);
        else if (e.name === 'index.ts' && dir) found.push(dir);
      }
    };
    walk('');
    expect(listed).toEqual(found.sort());
  });
});
