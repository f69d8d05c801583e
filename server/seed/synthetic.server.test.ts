import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseLocation } from '../../tests/support/test-db';
import { openDatabase, type Database } from '../db/connect';
import { queryRows, sqlLiteral } from './sql';
import { seedSynthetic, syntheticCount } from './synthetic';

describe('seedSynthetic', () => {
  let database: Database;
  const rows = <T>(text: string) => queryRows<T>(database, text);

  beforeAll(async () => {
    database = await openDatabase(await testDatabaseLocation());
    await seedSynthetic(database, { titles: 2000, chunk: 700 });
  });
  afterAll(() => database?.close());

  it('adds exactly the titles asked for, each searchable and with 1–3 copies', async () => {
    const [t] = await rows<{ n: number; tsv: number; marc: number }>(
      `SELECT count(*)::int AS n, count(tsv)::int AS tsv, count(*) FILTER (WHERE marc ? 'leader')::int AS marc FROM acervo`);
    expect(t).toEqual({ n: 2000, tsv: 2000, marc: 2000 });
    const [c] = await rows<{ min: number; max: number }>(
      `SELECT min(n)::int AS min, max(n)::int AS max FROM (SELECT a.cod_acervo, count(e.*) AS n FROM acervo a LEFT JOIN exemplar e USING (cod_acervo) GROUP BY 1) x`);
    expect(c.min).toBeGreaterThanOrEqual(1);
    expect(c.max).toBeLessThanOrEqual(4); // multi-volume works may add a volume
    expect(await syntheticCount(database)).toBe(2000);
  });

  it('draws languages, years, types and flags like the real records', async () => {
    const [d] = await rows<{ langs: number; types: number; in_range: number; dated: number; cover: number; online: number; access: number; authors: number }>(`
      SELECT count(DISTINCT idioma)::int AS langs, count(DISTINCT cod_tipo_obra)::int AS types,
        count(*) FILTER (WHERE ano_publicacao BETWEEN 1450 AND 2026)::int AS in_range, count(ano_publicacao)::int AS dated,
        count(link_capa)::int AS cover, count(*) FILTER (WHERE acesso_remoto = 'cr')::int AS online,
        count(*) FILTER (WHERE possui_acessibilidade)::int AS access, count(autor)::int AS authors FROM acervo`);
    expect(d.langs).toBeGreaterThan(1);
    expect(d.types).toBeGreaterThan(1);
    expect(d.dated).toBeGreaterThan(1600);
    expect(d.in_range).toBe(d.dated);
    expect(d.cover).toBeGreaterThan(300);
    expect(d.cover).toBeLessThan(500);
    expect(d.online).toBeGreaterThan(120);
    expect(d.online).toBeLessThan(280);
    expect(d.access).toBeGreaterThan(20);
    expect(d.access).toBeLessThan(110);
    expect(d.authors).toBeGreaterThan(600);
  });

  it('is found by the words of its generated titles', async () => {
    const [{ titulo }] = await rows<{ titulo: string }>(`SELECT titulo FROM acervo ORDER BY cod_acervo LIMIT 1`);
    const word = titulo.split(/\s+/).sort((a, b) => b.length - a.length)[0].replace(/[^\p{L}\p{N}]/gu, '');
    const [hit] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM acervo WHERE tsv @@ plainto_tsquery('pt_unaccent', ${sqlLiteral(word)})`);
    expect(hit.n).toBeGreaterThan(0);
  });

  it('continues the numbering on a second run', async () => {
    expect(await seedSynthetic(database, { titles: 10 })).toEqual({ first: 2001, last: 2010 });
    expect(await syntheticCount(database)).toBe(2010);
  });

  it('round-trips awkward text through sqlLiteral', async () => {
    for (const text of ["O'Brien", 'C:\\dados\\', "\\'; DROP TABLE acervo; --", 'Ação 📚 “citação”', "''''", '\\\\']) {
      const [row] = await rows<{ v: string }>(`SELECT ${sqlLiteral(text)} AS v`);
      expect(row.v).toBe(text);
    }
  });
});
