import { describe, expect, it } from 'vitest';
import {
  catalogHashesOf,
  catalogModule,
  chunkCatalogs,
  explicitIds,
  idsNamedIn,
  parseCompiledCatalog,
  splitCatalogs,
} from './catalog-split';

const pt = { abc123: ['Pesquisar'], 'Xy+/9z': ['Título'], q1w2e3: ['Empréstimos'], 'error.not-found': ['Não encontrado.'] };
const es = { abc123: ['Buscar'], 'Xy+/9z': ['Título'], q1w2e3: ['Préstamos'], 'error.not-found': ['No encontrado.'] };

const chunk = (fileName: string, code: string, extra: Partial<{ isEntry: boolean; imports: string[]; moduleIds: string[] }> = {}) => ({
  type: 'chunk' as const,
  fileName,
  code,
  isEntry: false,
  imports: [],
  moduleIds: [],
  ...extra,
});

describe('parseCompiledCatalog', () => {
  it('reads the messages of a catalog as lingui compile writes it, and refuses anything else', () => {
    const source = `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(pt))}) as Messages;`;
    expect(parseCompiledCatalog(source)).toEqual(pt);
    expect(parseCompiledCatalog(catalogModule(es))).toEqual(es);
    expect(() => parseCompiledCatalog('export default {}', 'x.ts')).toThrow(/x\.ts: not a catalog/);
  });
});

describe('idsNamedIn', () => {
  it('finds ids in any quotes, even where a regular expression literal holds a lone quote', () => {
    const code = 'var a=/"/;e._({id:`abc123`});f({id:"Xy+/9z"});g(\'error.not-found\');h("q1w2e")';
    expect(idsNamedIn(code, Object.keys(pt))).toEqual(['abc123', 'Xy+/9z', 'error.not-found']);
  });

  it('ignores an id that appears only inside a longer string', () => {
    expect(idsNamedIn('x("abc1234")', Object.keys(pt))).toEqual([]);
  });
});

describe('explicitIds', () => {
  it('keeps the ids the code may receive as strings (not the six-character hashes)', () => {
    expect(explicitIds([...Object.keys(pt), 'ACESSO_AUTOMATICO_NAO_CONFIGURADO'])).toEqual(['error.not-found', 'ACESSO_AUTOMATICO_NAO_CONFIGURADO']);
  });
});

describe('chunkCatalogs', () => {
  it('picks the chunk\'s messages in every language; the hash changes with a translation', () => {
    const found = chunkCatalogs('x({id:"q1w2e3"})', { pt, es });
    expect(found && parseCompiledCatalog(found.sources.es)).toEqual({ q1w2e3: ['Préstamos'] });
    const changed = chunkCatalogs('x({id:"q1w2e3"})', { pt, es: { ...es, q1w2e3: ['Préstamo'] } });
    expect(changed?.hash).not.toBe(found?.hash);
    expect(chunkCatalogs('x({id:"nothing"})', { pt, es })).toBeNull();
  });
});

describe('splitCatalogs', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', 'import"./start.js";t({id:"abc123"})', {
      isEntry: true,
      imports: ['assets/start.js'],
      moduleIds: ['/app/index.html', '/app/src/main.tsx'],
    }),
    'assets/start.js': chunk('assets/start.js', 'u({id:"Xy+/9z"})'),
    'assets/loans.js': chunk('assets/loans.js', 'await globalThis.__catalogChunk?.(`h4sh`);v({id:"q1w2e3"})'),
    'assets/style.css': { type: 'asset' as const },
  };

  it('gives the shell the messages of the entry and its static imports only', () => {
    const split = splitCatalogs(bundle, { pt, es });
    expect(split).not.toBeNull();
    const shellPt = split!.files.get(split!.shell.pt.slice(1));
    expect(parseCompiledCatalog(shellPt ?? '')).toEqual({ abc123: ['Pesquisar'], 'Xy+/9z': ['Título'] });
    expect(parseCompiledCatalog(split!.files.get(split!.keys.es.slice(1)) ?? '')).toEqual({ 'error.not-found': ['No encontrado.'] });
    expect([...split!.start].sort()).toEqual(['assets/index.js', 'assets/start.js']);
    expect(split!.chunkHashes.get('assets/loans.js')).toBe('h4sh');
  });

  it('names its files by their content', () => {
    const again = splitCatalogs(bundle, { pt, es });
    const other = splitCatalogs(bundle, { pt: { ...pt, abc123: ['Procurar'] }, es });
    expect(again!.shell).toEqual(splitCatalogs(bundle, { pt, es })!.shell);
    expect(other!.shell.pt).not.toBe(again!.shell.pt);
    expect(other!.shell.es).toBe(again!.shell.es);
  });

  it('does nothing for a bundle without the app\'s entry (the service worker\'s)', () => {
    expect(splitCatalogs({ 'sw.js': chunk('sw.js', '', { isEntry: true, moduleIds: ['/app/src/sw/sw.ts'] }) }, { pt })).toBeNull();
  });
});

describe('catalogHashesOf', () => {
  it('lists the catalogs a set of chunks waits for', () => {
    expect(catalogHashesOf(['await globalThis.__catalogChunk?.("a1");x', 'y', "await globalThis.__catalogChunk?.('b2');"])).toEqual(['a1', 'b2']);
  });
});
