// The browse indexes read the heading table `cabecalho`, kept by statement triggers on
// acervo (issue 27 item 6): a title's headings appear, change and leave with the title, in
// the same transaction, whoever writes (cataloguing, import, harvest), and a jump answers
// exactly what grouping every title's headings would.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { visitorApp } from '../support/server-app';

interface Page { entradas: { cabecalho: string; total: number }[] }

describe(`browse headings follow the catalogue (${backendName})`, () => {
  const api = visitorApp();
  const browse = async (qs: string): Promise<Page> => {
    const res = await api.get(`/api/consulta/indice?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const run = (q: ReturnType<typeof sql>) => queryRows(api.app.ctx.database.db, q);

  it('shows a new subject at once and moves it when the title is edited, one row per title and heading', async () => {
    const [t] = await queryRows<{ cod_acervo: number }>(api.app.ctx.database.db, sql`SELECT min(cod_acervo) AS cod_acervo FROM acervo`);
    const jump = (h: string) => browse(`tipo=assunto&quantidade=3&termo=${encodeURIComponent(h)}`);
    await run(sql`UPDATE acervo SET assuntos = assuntos || ARRAY['Zzyzx, Ábaco de teste'] WHERE cod_acervo = ${t.cod_acervo}`);
    expect((await jump('zzyzx abaco')).entradas[0]).toEqual(expect.objectContaining({ cabecalho: 'Zzyzx, Ábaco de teste', total: 1 }));
    await run(sql`UPDATE acervo SET assuntos = array_replace(assuntos, 'Zzyzx, Ábaco de teste', 'Zzyzy, outro') WHERE cod_acervo = ${t.cod_acervo}`);
    const moved = await jump('zzyzx');
    expect(moved.entradas.map((e) => e.cabecalho)).not.toContain('Zzyzx, Ábaco de teste');
    expect(moved.entradas[0].cabecalho).toBe('Zzyzy, outro');
    const [{ n }] = await queryRows<{ n: number }>(api.app.ctx.database.db, sql`SELECT count(*)::int AS n FROM cabecalho WHERE chave LIKE 'zzyz%'`);
    expect(n).toBe(1);
  });

  it('answers every index exactly as grouping the titles\' own headings does', async () => {
    for (const [tipo, headings] of [
      ['assunto', sql`SELECT a.cod_acervo, s AS h FROM acervo a, unnest(a.assuntos) AS s`],
      ['titulo', sql`SELECT a.cod_acervo, a.titulo AS h FROM acervo a`],
      ['autor', sql`SELECT a.cod_acervo, n AS h FROM acervo a, jsonb_array_elements_text(coalesce(a.dados_adicionais -> 'A', '[]'::jsonb)) AS n`],
    ] as const) {
      const expected = await queryRows<{ h: string; n: number }>(api.app.ctx.database.db, sql`
        WITH x AS (SELECT chave_de_cabecalho(h) COLLATE "C" AS k, h, cod_acervo FROM (${headings}) t WHERE h IS NOT NULL)
        SELECT k, mode() WITHIN GROUP (ORDER BY h) AS h, count(DISTINCT cod_acervo)::int AS n FROM x
        WHERE k <> '' AND k >= 'm' GROUP BY k ORDER BY k LIMIT 10`);
      const page = await browse(`tipo=${tipo}&quantidade=10&termo=m`);
      expect(page.entradas.map((e) => [e.cabecalho, e.total]), tipo).toEqual(expected.map((r) => [r.h, Number(r.n)]));
    }
  });
  it('keeps every heading\'s count and most used spelling as titles come, change and go, without recounting', async () => {
    // Every heading's row must equal what grouping all of cabecalho gives (the triggers only add and subtract).
    const drift = async () => (await queryRows<{ tipo: string }>(api.app.ctx.database.db, sql`
      WITH exact AS (SELECT tipo, chave, mode() WITHIN GROUP (ORDER BY cabecalho) AS cabecalho, count(DISTINCT cod_acervo)::int AS total
        FROM cabecalho GROUP BY tipo, chave)
      (SELECT * FROM exact EXCEPT SELECT tipo, chave, cabecalho, total FROM cabecalho_total)
      UNION ALL (SELECT tipo, chave, cabecalho, total FROM cabecalho_total EXCEPT SELECT * FROM exact)`)).length;
    const jump = async () => (await browse('tipo=assunto&quantidade=1&termo=qqzx')).entradas[0];
    await run(sql`INSERT INTO acervo (numero_controle, cod_tipo_obra, titulo, assuntos, marc)
      SELECT 'qqzx-' || i, (SELECT min(cod_tipo_obra) FROM tipo_obra), 'Qqzx título ' || i,
        CASE i WHEN 1 THEN ARRAY['Qqzx Ensaio', 'qqzx ensaio'] WHEN 4 THEN ARRAY['qqzx ensaio'] ELSE ARRAY['Qqzx Ensaio'] END, '{}'::jsonb
      FROM generate_series(1, 4) AS i`);
    expect(await jump()).toEqual(expect.objectContaining({ cabecalho: 'Qqzx Ensaio', total: 4 }));
    expect(await drift()).toBe(0);
    await run(sql`UPDATE acervo SET assuntos = ARRAY['qqzx ensaio'] WHERE numero_controle IN ('qqzx-1', 'qqzx-2')`);
    expect(await jump()).toEqual(expect.objectContaining({ cabecalho: 'qqzx ensaio', total: 4 }));
    await run(sql`DELETE FROM acervo WHERE numero_controle = 'qqzx-3'`);
    expect(await jump()).toEqual(expect.objectContaining({ cabecalho: 'qqzx ensaio', total: 3 }));
    expect(await drift()).toBe(0);
    await run(sql`DELETE FROM acervo WHERE numero_controle LIKE 'qqzx-%'`);
    expect((await jump())?.cabecalho ?? '').not.toMatch(/qqzx/i);
    const [{ n }] = await queryRows<{ n: number }>(api.app.ctx.database.db, sql`SELECT count(*)::int AS n FROM cabecalho_forma WHERE chave LIKE 'qqzx%'`);
    expect(n).toBe(0);
    expect(await drift()).toBe(0);
  });
});
