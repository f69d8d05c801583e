import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { importMarcFile } from '../../server/import/import-file';
import { demoMarcPath } from '../../server/seed/marc-files';
import { backendName } from '../support/test-db';
import { visitorApp } from '../support/server-app';

interface Result { total: number; data: { cod_acervo: number; titulo: string; autor: string | null; ano_publicacao: number | null }[]; sugestoes: { termo: string; total: number }[] }

describe(`advanced search, did you mean, autocomplete (${backendName})`, () => {
  const api = visitorApp();
  const get = api.get;
  const search = async (qs: string): Promise<Result> => {
    const res = await get(`/api/consulta?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ids = (r: Result) => r.data.map((d) => d.cod_acervo).sort((a, b) => a - b);

  it('finds accented words without their accents (écrivains, féministes)', async () => {
    const plain = await search('termo=ecrivains');
    expect(plain.total).toBeGreaterThan(0);
    expect(ids(await search(`termo=${encodeURIComponent('écrivains')}`))).toEqual(ids(plain));
    const [row] = await queryRows<{ n: number }>(api.app.ctx.database.db, sql`
      SELECT count(*)::int AS n FROM acervo WHERE texto_de_lista(assuntos) || titulo ILIKE '%écrivains%'`);
    expect(plain.total).toBe(row.n);
  });

  it('combines advanced rows with E, OU, NAO and a year range', async () => {
    const q = (rows: [string, string, string][], extra = '') =>
      search(`${rows.map(([c, v, o]) => `campo=${c}&valor=${encodeURIComponent(v)}&operador=${o}`).join('&')}&quantPag=100${extra}`);
    const history = await q([['assunto', 'history', 'E']]);
    const women = await q([['livre', 'women', 'E']]);
    expect(history.total).toBeGreaterThan(0);
    expect(women.total).toBeGreaterThan(0);
    const and = await q([['assunto', 'history', 'E'], ['livre', 'women', 'E']]);
    const or = await q([['assunto', 'history', 'E'], ['livre', 'women', 'OU']]);
    const not = await q([['assunto', 'history', 'E'], ['livre', 'women', 'NAO']]);
    expect(and.total + not.total).toBe(history.total);
    expect(or.total).toBe(history.total + women.total - and.total);
    expect(ids(not).some((id) => ids(women).includes(id))).toBe(false);
    const ranged = await q([['assunto', 'history', 'E']], '&anoIni=2000&anoFim=2010');
    expect(ranged.total).toBeLessThan(history.total);
    for (const d of ranged.data) expect(d.ano_publicacao).toBeGreaterThanOrEqual(2000);
    for (const d of ranged.data) expect(d.ano_publicacao).toBeLessThanOrEqual(2010);
  });

  it('matches author, title, ISBN with or without hyphens, and call-number prefixes', async () => {
    const [t] = await queryRows<{ cod_acervo: number; autor: string; isbn: string; classificacao: string | null; titulo: string }>(api.app.ctx.database.db, sql`
      SELECT cod_acervo, autor, isbn[1] AS isbn, classificacao, titulo FROM acervo
      WHERE autor IS NOT NULL AND cardinality(isbn) > 0 ORDER BY cod_acervo LIMIT 1`);
    const surname = t.autor.split(',')[0];
    expect(ids(await search(`campo=autor&valor=${encodeURIComponent(surname)}`))).toContain(t.cod_acervo);
    const hyphenated = `${t.isbn.slice(0, 3)}-${t.isbn.slice(3)}`;
    expect(ids(await search(`campo=isbn&valor=${hyphenated}`))).toEqual([t.cod_acervo]);
    const [c] = await queryRows<{ cod_acervo: number; classificacao: string }>(api.app.ctx.database.db, sql`
      SELECT cod_acervo, classificacao FROM acervo WHERE classificacao IS NOT NULL ORDER BY cod_acervo LIMIT 1`);
    expect(ids(await search(`campo=classificacao&valor=${encodeURIComponent(c.classificacao.slice(0, 4))}&quantPag=100`))).toContain(c.cod_acervo);
    const byAuthorKind = await search(`termo=${encodeURIComponent(surname)}&tipo=autor`);
    expect(byAuthorKind.data.map((d) => d.cod_acervo)).toContain(t.cod_acervo);
  });

  it('asks for a term when neither termo nor any valor is given', async () => {
    const res = await get('/api/consulta?campo=titulo&valor=%20');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('error.search-term-required');
  });

  it("proposes the catalogue's own word for a misspelling: histroy → history", async () => {
    const res = await search('termo=histroy');
    expect(res.total).toBe(0);
    const [first] = res.sugestoes;
    expect(first.termo).toBe('history');
    expect(first.total).toBe((await search('termo=history')).total);
    expect((await search('termo=history')).sugestoes).toEqual([]);
  });

  it('completes words and titles while typing, without accents', async () => {
    const words = (await get('/api/consulta/autocompletar?termo=hist')).json();
    expect(words.length).toBeGreaterThan(0);
    expect(words.length).toBeLessThanOrEqual(10);
    expect(words[0]).toEqual({ texto: 'history', tipo: 'palavra', cod_acervo: null });
    const accented = (await get('/api/consulta/autocompletar?termo=ecriv')).json();
    expect(accented.map((c: { texto: string }) => c.texto)).toContain('écrivains');
    const titles = accented.filter((c: { tipo: string }) => c.tipo === 'titulo');
    for (const c of titles) expect(c.cod_acervo).toEqual(expect.any(Number));
    expect((await get('/api/consulta/autocompletar?termo=h')).json()).toEqual([]);
  });

  it('answers odd queries, never a 5xx', async () => {
    const odd = ['"unclosed', 'a OR -b', '!!!', '😀📚', 'x'.repeat(2000), "'; drop table acervo; --", 'the of and', '& | ! ( ) : * <->', '\\', '%_'];
    for (const q of odd) {
      for (const url of [`/api/consulta?termo=${encodeURIComponent(q)}`, `/api/consulta?campo=classificacao&valor=${encodeURIComponent(q.slice(0, 500))}`,
        `/api/consulta/autocompletar?termo=${encodeURIComponent(q.slice(0, 200))}`, `/api/autoridade?termo=${encodeURIComponent(q.slice(0, 500))}`,
        `/api/consulta/indice?tipo=titulo&termo=${encodeURIComponent(q.slice(0, 500))}`]) {
        const res = await get(url);
        expect(res.statusCode, `${url.slice(0, 60)}`).toBe(200);
      }
    }
  });
  // Last: it imports more records into this file's database.
  it('finds "Educação" when searching "educacao" (the publisher of a real LoC record of the full demo)', async () => {
    await importMarcFile(api.app.ctx.database, demoMarcPath('bib/loc_mrrc-testbed_386.mrc'));
    const holders = await queryRows<{ cod_acervo: number }>(api.app.ctx.database.db, sql`
      SELECT cod_acervo FROM acervo WHERE normalize(titulo || ' ' || coalesce(editora, '') || ' ' || texto_de_lista(assuntos) || ' ' || texto_de_lista(notas), NFC) LIKE ${'%Educação%'}`);
    expect(holders.length).toBeGreaterThan(0);
    const plain = await search('termo=educacao&quantPag=100');
    const accented = await search(`termo=${encodeURIComponent('Educação')}&quantPag=100`);
    expect(accented.total).toBe(plain.total);
    for (const { cod_acervo } of holders) expect(ids(plain)).toContain(cod_acervo);
  });
});
