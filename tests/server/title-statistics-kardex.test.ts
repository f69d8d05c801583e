import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { visitorApp } from '../support/server-app';

interface Issue { cod_fasciculo: number; ano: number; periodo: string | null; data_chegada: string | null; situacao: string; descricao: string; cod_biblioteca: number }

describe(`loan statistics and the Kardex of a title (${backendName})`, () => {
  const api = visitorApp();
  const get = api.get;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(api.app.ctx.database.db, query);

  it('gives loans per year from the yearly history plus the circulation records', async () => {
    const [title] = await rows<{ id: number; ano: number; total: number }>(sql`SELECT cod_acervo AS id, ano, total::int AS total
      FROM estatistica_emprestimo WHERE ano = 2024 ORDER BY cod_acervo LIMIT 1`);
    const before = (await get(`/api/acervo/dados-estatisticos/dados/2024?cod_acervo=${title.id}`)).json();
    expect(before.historico).toBe(title.total);
    expect(before.meses).toHaveLength(12);
    // One more loan in March 2024 (renewed twice) and a hold placed that month.
    await rows(sql`INSERT INTO emprestimo (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, data_devolucao, renovacoes)
      SELECT (SELECT min(cod_exemplar) FROM exemplar WHERE cod_acervo = ${title.id}), cod_pessoa, '2024-03-10', '2024-03-24', '2024-03-20', 2
      FROM pessoa WHERE login = 'aluno'`);
    await rows(sql`INSERT INTO reserva (cod_acervo, cod_pessoa, cod_biblioteca, situacao, data_reserva)
      SELECT ${title.id}::int, cod_pessoa, (SELECT min(cod_biblioteca) FROM exemplar WHERE cod_acervo = ${title.id}), 'atendida', '2024-03-12T10:00:00Z'
      FROM pessoa WHERE login = 'aluno'`);
    const after = (await get(`/api/acervo/dados-estatisticos/dados/2024?cod_acervo=${title.id}`)).json();
    expect(after.emprestimos).toBe(before.emprestimos + 1);
    expect(after.meses[2]).toEqual({
      mes: 3, emprestimos: before.meses[2].emprestimos + 1, renovacoes: before.meses[2].renovacoes + 2, reservas: before.meses[2].reservas + 1,
    });
    const years = (await get(`/api/acervo/dados-estatisticos/anos?cod_acervo=${title.id}`)).json();
    expect(years.find((y: { ano: number }) => y.ano === 2024)).toEqual({ ano: 2024, emprestimos: after.emprestimos });
    expect(years.map((y: { ano: number }) => y.ano)).toEqual([...years.map((y: { ano: number }) => y.ano)].sort((a, b) => b - a));
    expect((await get('/api/acervo/dados-estatisticos/anos?cod_acervo=987654321')).statusCode).toBe(404);
    expect((await get('/api/acervo/dados-estatisticos/dados/2024?cod_acervo=987654321')).statusCode).toBe(404);
  });

  it('shows the Kardex of a serial by library, year and period, with late issues', async () => {
    const [serial] = await rows<{ id: number }>(sql`SELECT cod_acervo AS id FROM fasciculo GROUP BY cod_acervo ORDER BY 1 LIMIT 1`);
    expect(serial).toBeDefined();
    expect((await get(`/api/kardex/${serial.id}/permissao`)).json()).toEqual({ permitido: true });
    expect((await get(`/api/acervo/${serial.id}/permissoes`)).json().kardex).toBe(true);
    const options = (await get(`/api/kardex/${serial.id}/combobox-data`)).json();
    expect(options.anos).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(options.bibliotecas.length).toBeGreaterThan(0);
    expect(options.periodos.length === 4 || options.periodos.length === 12).toBe(true);

    const all: Issue[] = (await get(`/api/kardex/${serial.id}/data`)).json();
    expect(all[0].ano).toBe(2026);
    const late = all.filter((i) => i.situacao === 'em_atraso');
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((i) => i.data_chegada === null)).toBe(true);
    const in2024: Issue[] = (await get(`/api/kardex/${serial.id}/data?year=2024&codBib=${options.bibliotecas[0].cod_biblioteca}`)).json();
    expect(in2024.length).toBe(options.periodos.length);
    expect(in2024.every((i) => i.ano === 2024)).toBe(true);
    const period = options.periodos[0].codigo;
    const onePeriod: Issue[] = (await get(`/api/kardex/${serial.id}/data?codPeriod=${encodeURIComponent(period)}`)).json();
    expect(onePeriod.every((i) => i.periodo === period)).toBe(true);
    expect(onePeriod.length).toBeGreaterThanOrEqual(4);

    const item = (await get(`/api/kardex/${serial.id}/item?seqPar=${in2024[0].cod_fasciculo}`)).json();
    expect(item.issue).toEqual(in2024[0]);
    expect(item.issue.descricao).toMatch(/^v\. \d+, n\. \d+, .+ 2024$/);
    expect((await get(`/api/kardex/${serial.id + 1000000}/item?seqPar=${in2024[0].cod_fasciculo}`)).statusCode).toBe(404);
  });

  it('says no Kardex for a title without issues, and 404 for an unknown title', async () => {
    const [plain] = await rows<{ id: number }>(sql`SELECT cod_acervo AS id FROM acervo WHERE cod_acervo NOT IN (SELECT cod_acervo FROM fasciculo) ORDER BY 1 LIMIT 1`);
    expect((await get(`/api/kardex/${plain.id}/permissao`)).json()).toEqual({ permitido: false });
    expect((await get(`/api/kardex/${plain.id}/data`)).json()).toEqual([]);
    for (const path of ['permissao', 'combobox-data', 'data', 'item?seqPar=1']) {
      expect((await get(`/api/kardex/987654321/${path}`)).statusCode).toBe(404);
    }
  });
});
