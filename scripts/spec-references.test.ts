/**
 * Every "spec §N" (or "spec §N.M") the code, the contract, the tests, the scripts and the
 * docs cite must name a section docs/product-spec.md has: a heading "## §N …" or
 * "### §N.M …". A list after the word counts too ("spec §6, §8", "spec §2/§4/§5",
 * "Spec §3's fields and §5's rules" counts §3 only, as a later "§5" stands alone).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['server', 'src', 'openapi', 'tests', 'scripts', 'docs'];
const TEXT = /\.(ts|tsx|mts|mjs|js|yaml|yml|md|json|sql|sh|css|html)$/;
const SPEC = 'docs/product-spec.md';

/** "spec §6, §8" → ['6', '8']; "Spec's §2.2 and §3" → ['2.2', '3']. */
const REFERENCE = /\bspec(?:'s)?\s*((?:§\s*\d+(?:\.\d+)*)(?:\s*(?:,|\/|and|or|&|–|-)\s*§\s*\d+(?:\.\d+)*)*)/gi;

function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(file);
    return TEXT.test(entry.name) ? [file] : [];
  });
}

function specReferences(text: string): string[] {
  return [...text.matchAll(REFERENCE)].flatMap((m) => [...m[1].matchAll(/§\s*(\d+(?:\.\d+)*)/g)].map((n) => n[1]));
}

function specSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,4}\s+§(\d+(?:\.\d+)*)\s/gm)].map((m) => m[1]));
}

describe('spec references (docs/product-spec.md)', () => {
  it('reads references and headings as written', () => {
    expect(specReferences('see spec §6, §8 and Spec §2/§4/§5; the spec\'s §7.3 and RFC 9700 §4.14.2')).toEqual(['6', '8', '2', '4', '5', '7.3']);
    expect([...specSections('## §1 What\n### §7.3 Search\n#### §7.3.1 Deep\ntext §9\n')]).toEqual(['1', '7.3', '7.3.1']);
  });

  it('every "spec §N(.M)" names a section of the specification', () => {
    const sections = specSections(fs.readFileSync(path.join(ROOT, SPEC), 'utf8'));
    for (const n of ['1', '2', '3', '4', '5', '6', '7', '8', '9']) expect(sections.has(n), `§${n}`).toBe(true);
    const missing: string[] = [];
    let count = 0;
    for (const file of FOLDERS.flatMap((folder) => files(path.join(ROOT, folder)))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const ref of specReferences(text)) {
        count += 1;
        if (!sections.has(ref)) missing.push(`${path.relative(ROOT, file)}: spec §${ref}`);
      }
    }
    expect(count).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });
});
