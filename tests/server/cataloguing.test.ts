// Titles and items at the staff workspace (issue 23 item 3) and the issue-25 operations of
// staff-catalogue: copies added, edited and withdrawn by a cataloguer only, each audited;
// a withdrawn copy leaves circulation but keeps its loans; a record replaced from a MARC
// file keeps the title's id, copies and loans; covers uploaded and served; title totals
// for staff, colours, the special searches' choices, additional and indexed titles, and
// the archive filters R and K.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

type Auth = Record<string, string>;
interface Item { cod_exemplar: number; codigo_barras: string; cod_biblioteca: number; situacao: string; localizacao: string | null; data_baixa: string | null; motivo_baixa: string | null }

describe(`titles and items at the staff workspace (${backendName})`, () => {
  let app: FastifyInstance;
  let cataloguer: Auth;
  let clerk: Auth;
  let patron: Auth;
  let library: number;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Auth, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const newItem = (codigo_barras: string, extra: object = {}) =>
    ({ codigo_barras, cod_biblioteca: library, tipo_emprestimo: 'normal', localizacao: 'Estante 1', volume: null, ...extra });
  const audit = (acao: string, alvo: number) =>
    rows<{ autor: number; antes: Record<string, unknown> | null; depois: Record<string, unknown> | null; motivo: string | null }>(
      `SELECT autor, antes, depois, motivo FROM auditoria WHERE acao = '${acao}' AND alvo_id = '${alvo}' ORDER BY id`);
  /** A title with no copies and nobody's holds: the demo gives every title copies, so one is emptied. */
  async function bareTitle(): Promise<number> {
    const [t] = await rows<{ cod_acervo: number }>(`
      SELECT a.cod_acervo FROM acervo a WHERE NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = a.cod_acervo)
        AND NOT EXISTS (SELECT 1 FROM exemplar e JOIN emprestimo m ON m.cod_exemplar = e.cod_exemplar WHERE e.cod_acervo = a.cod_acervo)
        AND NOT EXISTS (SELECT 1 FROM auditoria WHERE alvo_tipo = 'teste' AND alvo_id = a.cod_acervo::text)
      ORDER BY a.cod_acervo DESC LIMIT 1`);
    await app.ctx.database.db.execute(sql`DELETE FROM exemplar WHERE cod_acervo = ${t.cod_acervo}`);
    await app.ctx.database.db.execute(sql`INSERT INTO auditoria (acao, alvo_tipo, alvo_id) VALUES ('teste', 'teste', ${String(t.cod_acervo)})`);
    return t.cod_acervo;
  }

  beforeAll(async () => {
    app = await testApp();
    await app.ctx.database.db.execute(sql`UPDATE pessoa SET papel = 'bibliotecario', permissoes = ARRAY['circulation'] WHERE login = 'funcionario'`);
    await app.ctx.database.db.execute(sql`UPDATE biblioteca SET horarios = '[]'::jsonb`);
    // The administrator holds every role: cataloguing, and the desk's circulation some steps need.
    cataloguer = bearer((await login(app, 'administrador')).access_token);
    clerk = bearer((await login(app, 'funcionario')).access_token);
    patron = bearer((await login(app, 'tecnico')).access_token);
    [{ cod_biblioteca: library }] = await rows<{ cod_biblioteca: number }>('SELECT min(cod_biblioteca) AS cod_biblioteca FROM biblioteca');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets only a cataloguer list, add, edit and withdraw copies (a circulation clerk and a patron get 403)', async () => {
    const title = await bareTitle();
    for (const who of [clerk, patron]) {
      expect((await call('GET', `/balcao/acervo/${title}/exemplares`, who)).statusCode).toBe(403);
      expect((await call('POST', `/balcao/acervo/${title}/exemplares`, who, newItem('ROLE-1'))).statusCode).toBe(403);
      expect((await call('PUT', `/balcao/exemplares/1`, who, newItem('ROLE-1'))).statusCode).toBe(403);
      expect((await call('POST', `/balcao/exemplares/1/baixa`, who, { motivo: 'Danificado' })).statusCode).toBe(403);
      expect((await call('PUT', `/balcao/acervo/${title}/capa`, who, { imagem: 'AAAA' })).statusCode).toBe(403);
      expect((await call('PUT', `/balcao/acervo/${title}/marc`, who, { arquivo: 'AAAA' })).statusCode).toBe(403);
    }
    const listed = await call('GET', `/balcao/acervo/${title}/exemplares`, cataloguer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().exemplares).toEqual([]);
    expect(listed.json().opcoes.bibliotecas.length).toBeGreaterThan(0);
    expect(listed.json().opcoes.tipos_emprestimo).toContain('normal');
  });

  it('adds a copy to a title that had none: audited, shown to the public, and a hold can follow once it is lent', async () => {
    const title = await bareTitle();
    const added = await call('POST', `/balcao/acervo/${title}/exemplares`, cataloguer, newItem(' TOMBO-0001 ', { volume: ' v. 1 ', numero_chamada: '025.3 S586' }));
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json() as Item & { volume: string; numero_chamada: string };
    expect(item).toMatchObject({ codigo_barras: 'TOMBO-0001', situacao: 'disponivel', volume: 'v. 1', numero_chamada: '025.3 S586' });
    const [row] = await audit('item.create', item.cod_exemplar);
    expect(row.depois).toMatchObject({ cod_acervo: title, codigo_barras: 'TOMBO-0001', localizacao: 'Estante 1' });
    const copies = (await call('GET', `/acervo/${title}/exemplares`, patron)).json() as { cod_exemplar: number }[];
    expect(copies.map((c) => c.cod_exemplar)).toEqual([item.cod_exemplar]);
    // On the shelf it is lent at the desk by its barcode; then another patron may hold the title.
    const out = await call('POST', '/balcao/emprestimos', cataloguer, { usuario: 'funcionario', codigo_barras: 'TOMBO-0001' });
    expect(out.statusCode, out.body).toBe(201);
    const [option] = (await call('GET', `/reserva/${title}/informacoes-iniciais`, patron)).json().opcoes;
    const hold = await call('POST', '/reserva', patron, { cod_acervo: title, biblioteca: option.cod_biblioteca, volume: option.volume, tomo: option.tomo, parte: option.parte, material_adicional: option.material_adicional, localizacao: option.localizacao });
    expect(hold.statusCode, hold.body).toBe(201);
  });

  it('refuses a barcode another copy has, an unknown library, and one barcode added twice at once', async () => {
    const title = await bareTitle();
    expect((await call('POST', `/balcao/acervo/${title}/exemplares`, cataloguer, newItem('DUP-1'))).statusCode).toBe(201);
    const again = await call('POST', `/balcao/acervo/${title}/exemplares`, cataloguer, newItem('DUP-1'));
    expect([again.statusCode, again.json().message]).toEqual([422, 'error.item-barcode-taken']);
    // A seeded copy has no barcode of its own: the desk reads its cod_exemplar, so that number is taken.
    const [seeded] = await rows<{ cod_exemplar: number }>('SELECT cod_exemplar FROM exemplar WHERE codigo_barras IS NULL ORDER BY cod_exemplar LIMIT 1');
    expect((await call('POST', `/balcao/acervo/${title}/exemplares`, cataloguer, newItem(String(seeded.cod_exemplar)))).json().message).toBe('error.item-barcode-taken');
    expect((await call('POST', `/balcao/acervo/${title}/exemplares`, cataloguer, newItem('LIB-1', { cod_biblioteca: 99999 }))).json().message)
      .toBe('error.item-library-not-found');
    expect((await call('POST', `/balcao/acervo/${title}/exemplares`, cataloguer, newItem('bad barcode!'))).statusCode).toBe(400);
    expect((await call('POST', `/balcao/acervo/999999/exemplares`, cataloguer, newItem('NONE-1'))).statusCode).toBe(404);
    const both = await Promise.all([1, 2].map(() => call('POST', `/balcao/acervo/${title}/exemplares`, cataloguer, newItem('RACE-1'))));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect((await rows<{ n: number }>(`SELECT count(*)::int AS n FROM exemplar WHERE codigo_barras = 'RACE-1'`))[0].n).toBe(1);
  });

  it('edits a copy with the fields before and after in the audit, and never sets the status of a copy on loan', async () => {
    const title = await bareTitle();
    const item = (await call('POST', `/balcao/acervo/${title}/exemplares`, cataloguer, newItem('EDIT-1'))).json() as Item;
    const edited = await call('PUT', `/balcao/exemplares/${item.cod_exemplar}`, cataloguer, newItem('EDIT-1', { localizacao: 'Estante 9', situacao: 'em_processamento' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ localizacao: 'Estante 9', situacao: 'em_processamento' });
    const [row] = await audit('item.update', item.cod_exemplar);
    expect(row.antes).toEqual({ localizacao: 'Estante 1', situacao: 'disponivel' });
    expect(row.depois).toEqual({ localizacao: 'Estante 9', situacao: 'em_processamento' });
    await call('PUT', `/balcao/exemplares/${item.cod_exemplar}`, cataloguer, newItem('EDIT-1', { situacao: 'disponivel' }));
    expect((await call('POST', '/balcao/emprestimos', cataloguer, { usuario: 'funcionario', codigo_barras: 'EDIT-1' })).statusCode).toBe(201);
    const refused = await call('PUT', `/balcao/exemplares/${item.cod_exemplar}`, cataloguer, newItem('EDIT-1', { situacao: 'extraviado' }));
    expect([refused.statusCode, refused.json().message]).toEqual([422, 'error.item-in-circulation']);
    // Leaving the status out edits the rest of a copy on loan.
    const moved = await call('PUT', `/balcao/exemplares/${item.cod_exemplar}`, cataloguer, newItem('EDIT-1', { localizacao: 'Estante 2' }));
    expect(moved.json()).toMatchObject({ localizacao: 'Estante 2', situacao: 'emprestado' });
  });

  it('refuses to withdraw a copy on loan; once returned it is withdrawn with its reason, leaves circulation and keeps its loan', async () => {
    const title = await bareTitle();
    const item = (await call('POST', `/balcao/acervo/${title}/exemplares`, cataloguer, newItem('WD-1'))).json() as Item;
    expect((await call('POST', '/balcao/emprestimos', cataloguer, { usuario: 'funcionario', codigo_barras: 'WD-1' })).statusCode).toBe(201);
    const onLoan = await call('POST', `/balcao/exemplares/${item.cod_exemplar}/baixa`, cataloguer, { motivo: 'Danificado pela água' });
    expect([onLoan.statusCode, onLoan.json().message]).toEqual([422, 'error.item-on-loan']);
    expect((await call('POST', '/balcao/devolucoes', cataloguer, { codigo_barras: 'WD-1' })).statusCode).toBe(200);
    const withdrawn = await call('POST', `/balcao/exemplares/${item.cod_exemplar}/baixa`, cataloguer, { motivo: ' Danificado pela água ' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ situacao: 'baixado', motivo_baixa: 'Danificado pela água' });
    expect(withdrawn.json().data_baixa).not.toBeNull();
    const [row] = await audit('item.withdraw', item.cod_exemplar);
    expect(row).toMatchObject({ motivo: 'Danificado pela água', antes: { situacao: 'disponivel' }, depois: { situacao: 'baixado' } });
    expect((await call('POST', '/balcao/emprestimos', cataloguer, { usuario: 'funcionario', codigo_barras: 'WD-1' })).json().message).toBe('error.desk-copy-not-loanable');
    expect((await call('GET', `/acervo/${title}/exemplares`, patron)).json()).toEqual([]);
    expect((await call('GET', `/reserva/${title}/informacoes-iniciais`, patron)).json().opcoes).toEqual([]);
    expect((await rows<{ n: number }>(`SELECT count(*)::int AS n FROM emprestimo WHERE cod_exemplar = ${item.cod_exemplar}`))[0].n).toBe(1);
    expect((await call('GET', `/balcao/acervo/${title}/exemplares`, cataloguer)).json().exemplares[0]).toMatchObject({ situacao: 'baixado' });
    expect((await call('POST', `/balcao/exemplares/${item.cod_exemplar}/baixa`, cataloguer, { motivo: 'De novo' })).json().message).toBe('error.item-withdrawn');
    expect((await call('PUT', `/balcao/exemplares/${item.cod_exemplar}`, cataloguer, newItem('WD-1'))).json().message).toBe('error.item-withdrawn');
  });

  const marcxml = (records: { id: string; title: string; author: string }[]) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<collection xmlns="http://www.loc.gov/MARC21/slim">${records.map((r) => `
  <record><leader>00000nam a2200000 a 4500</leader>
    <controlfield tag="001">${r.id}</controlfield>
    <controlfield tag="008">200101s2020    bl            000 0 por d</controlfield>
    <datafield tag="100" ind1="1" ind2=" "><subfield code="a">${r.author}</subfield></datafield>
    <datafield tag="245" ind1="1" ind2="0"><subfield code="a">${r.title}</subfield></datafield>
  </record>`).join('')}
</collection>`).toString('base64');

  it('replaces a record from a MARC file and keeps the title id, its copies, loans and holds', async () => {
    const [t] = await rows<{ cod_acervo: number; copies: number; loans: number; holds: number }>(`
      SELECT a.cod_acervo,
        (SELECT count(*)::int FROM exemplar e WHERE e.cod_acervo = a.cod_acervo) AS copies,
        (SELECT count(*)::int FROM emprestimo m JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar WHERE e.cod_acervo = a.cod_acervo) AS loans,
        (SELECT count(*)::int FROM reserva r WHERE r.cod_acervo = a.cod_acervo) AS holds
      FROM acervo a WHERE EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = a.cod_acervo)
        AND EXISTS (SELECT 1 FROM emprestimo m JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar WHERE e.cod_acervo = a.cod_acervo)
      ORDER BY a.cod_acervo LIMIT 1`);
    const replaced = await call('PUT', `/balcao/acervo/${t.cod_acervo}/marc`, cataloguer,
      { arquivo: marcxml([{ id: 'staff-replace-1', title: 'Catalogação descritiva revisada', author: 'Mey, Eliane Serrão Alves' }]) });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toEqual({ cod_acervo: t.cod_acervo, titulo: 'Catalogação descritiva revisada', autor: 'Mey, Eliane Serrão Alves', exemplares: t.copies });
    expect((await call('GET', `/acervo/${t.cod_acervo}`, patron)).json()).toMatchObject({ titulo: 'Catalogação descritiva revisada' });
    const [after] = await rows<{ copies: number; loans: number; holds: number; numero_controle: string }>(`
      SELECT numero_controle, (SELECT count(*)::int FROM exemplar e WHERE e.cod_acervo = a.cod_acervo) AS copies,
        (SELECT count(*)::int FROM emprestimo m JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar WHERE e.cod_acervo = a.cod_acervo) AS loans,
        (SELECT count(*)::int FROM reserva r WHERE r.cod_acervo = a.cod_acervo) AS holds
      FROM acervo a WHERE a.cod_acervo = ${t.cod_acervo}`);
    expect(after).toEqual({ numero_controle: 'staff-replace-1', copies: t.copies, loans: t.loans, holds: t.holds });
    const [row] = await audit('title.replace', t.cod_acervo);
    expect(row.depois).toMatchObject({ numero_controle: 'staff-replace-1', titulo: 'Catalogação descritiva revisada' });
    // The search finds it by its new title.
    expect((await call('GET', '/consulta?termo=revisada', patron)).json().data.map((d: { cod_acervo: number }) => d.cod_acervo)).toContain(t.cod_acervo);
  });

  it('refuses a file that is not one readable bibliographic record, or whose 001 another title has', async () => {
    const title = await bareTitle();
    const put = (arquivo: string) => call('PUT', `/balcao/acervo/${title}/marc`, cataloguer, { arquivo });
    expect((await put(Buffer.from('not a MARC file at all').toString('base64'))).json().message).toBe('error.marc-unreadable');
    expect((await put(marcxml([{ id: 'a-1', title: 'Um', author: 'A' }, { id: 'a-2', title: 'Dois', author: 'B' }]))).json().message).toBe('error.marc-not-one-record');
    const [other] = await rows<{ numero_controle: string }>(`SELECT numero_controle FROM acervo WHERE cod_acervo <> ${title} AND numero_controle NOT LIKE '%:%' ORDER BY cod_acervo LIMIT 1`);
    if (other) expect((await put(marcxml([{ id: other.numero_controle, title: 'Outro', author: 'C' }]))).json().message).toBe('error.marc-control-number-taken');
    const authority = Buffer.from(`<record xmlns="http://www.loc.gov/MARC21/slim"><leader>00000nz  a2200000n  4500</leader><controlfield tag="001">auth-1</controlfield><datafield tag="100" ind1="1" ind2=" "><subfield code="a">Fulano</subfield></datafield></record>`).toString('base64');
    expect((await put(authority)).json().message).toBe('error.marc-not-bibliographic');
  });

  it('stores an uploaded cover, serves it at the title\'s link_capa, and refuses other files and big ones', async () => {
    const title = await bareTitle();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('demo cover bytes')]);
    const set = await call('PUT', `/balcao/acervo/${title}/capa`, cataloguer, { imagem: png.toString('base64') });
    expect(set.statusCode, set.body).toBe(200);
    const link = set.json().link_capa as string;
    expect(link).toMatch(new RegExp(`^/api/acervo/${title}/capa\\?v=\\d+$`));
    expect((await call('GET', `/acervo/${title}`, patron)).json().link_capa).toBe(link);
    const served = await app.inject({ url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const [row] = await audit('title.cover', title);
    expect(row.depois).toMatchObject({ link_capa: link, tipo: 'image/png' });
    expect((await call('PUT', `/balcao/acervo/${title}/capa`, cataloguer, { imagem: Buffer.from('<svg></svg>').toString('base64') })).json().message).toBe('error.cover-type');
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1024 * 1024)]);
    expect((await call('PUT', `/balcao/acervo/${title}/capa`, cataloguer, { imagem: big.toString('base64') })).json().message).toBe('error.cover-too-large');
    expect((await app.inject({ url: `/api/acervo/${title - 1 > 0 ? 999999 : 1}/capa` })).statusCode).toBe(404);
  });
});

describe(`title totals, colours and the search extras (${backendName})`, () => {
  let app: FastifyInstance;
  let staff: Auth;
  let patron: Auth;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const get = (url: string, headers: Auth) => app.inject({ url: `/api${url}`, headers });

  beforeAll(async () => {
    app = await testApp();
    staff = bearer((await login(app, 'bibliotecario')).access_token);
    patron = bearer((await login(app, 'aluno')).access_token);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives staff a title\'s loans, renewals, holds and copies in a period and library; a patron gets 403', async () => {
    const [t] = await rows<{ cod_acervo: number; loans: number; renewals: number; library: number; first: string; last: string }>(`
      SELECT e.cod_acervo, count(*)::int AS loans, sum(m.renovacoes)::int AS renewals, min(e.cod_biblioteca) AS library,
        min(m.data_emprestimo)::text AS first, max(m.data_emprestimo)::text AS last
      FROM emprestimo m JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar GROUP BY e.cod_acervo ORDER BY count(*) DESC, e.cod_acervo LIMIT 1`);
    const all = await get(`/acervo/${t.cod_acervo}/totais`, staff);
    expect(all.statusCode, all.body).toBe(200);
    const [{ copies, holds }] = await rows<{ copies: number; holds: number }>(`SELECT
      (SELECT count(*)::int FROM exemplar WHERE cod_acervo = ${t.cod_acervo} AND situacao <> 'baixado') AS copies,
      (SELECT count(*)::int FROM reserva WHERE cod_acervo = ${t.cod_acervo}) AS holds`);
    expect(all.json()).toEqual({ emprestimos: t.loans, renovacoes: t.renewals, reservas: holds, consultas_locais: 0, exemplares: copies });
    const none = (await get(`/acervo/${t.cod_acervo}/totais?dataIni=1990-01-01&dataFim=1990-12-31`, staff)).json();
    expect(none).toMatchObject({ emprestimos: 0, renovacoes: 0, reservas: 0, exemplares: copies });
    const firstDay = (await get(`/acervo/${t.cod_acervo}/totais?dataIni=${t.first}&dataFim=${t.first}`, staff)).json();
    expect(firstDay.emprestimos).toBeGreaterThanOrEqual(1);
    expect(firstDay.emprestimos).toBeLessThanOrEqual(t.loans);
    const [{ n }] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM emprestimo m JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar
      WHERE e.cod_acervo = ${t.cod_acervo} AND e.cod_biblioteca = ${t.library}`);
    expect((await get(`/acervo/${t.cod_acervo}/totais?biblioteca=${t.library}`, staff)).json().emprestimos).toBe(n);
    expect((await get(`/acervo/${t.cod_acervo}/totais?dataIni=2026-02-01&dataFim=2026-01-01`, staff)).json().message).toBe('error.dates-order');
    expect((await get(`/acervo/${t.cod_acervo}/totais`, patron)).statusCode).toBe(403);
    expect((await get(`/acervo/999999/totais`, staff)).statusCode).toBe(404);
  });

  it('answers the colour of a title\'s type of work', async () => {
    const [book] = await rows<{ cod_acervo: number }>('SELECT min(cod_acervo) AS cod_acervo FROM acervo WHERE cod_tipo_obra = 1');
    expect((await get(`/acervo/${book.cod_acervo}/cor`, patron)).json()).toEqual({ cor: '#1F5FA8' });
    expect((await get('/acervo/999999/cor', patron)).statusCode).toBe(404);
  });

  it('answers the archive, normative-act and case-law choices from the demo data', async () => {
    const archive = (await get('/consulta/opcoes-arquivo', patron)).json();
    expect(archive.repositorios).toContainEqual({ codigo: 'ARQ-CENTRAL', descricao: 'Arquivo Central' });
    expect(archive.classificacoes).toContainEqual({ area: '1', rota: '01.02', descricao: 'Administração geral › Atas e reuniões' });
    const acts = (await get('/consulta/opcoes-atos-normativos', patron)).json();
    expect(acts.tipos.map((o: { codigo: string }) => o.codigo)).toEqual(['portaria', 'resolucao', 'instrucao-normativa']);
    expect(acts.orgaos.length).toBe(3);
    expect(acts.situacoes.map((o: { descricao: string }) => o.descricao)).toContain('Revogado');
    const cases = (await get('/consulta/jurisprudencia-options', patron)).json();
    expect(cases.tribunais.map((o: { codigo: string }) => o.codigo)).toEqual(['STF', 'STJ', 'TST']);
    expect(cases.tipos.length).toBe(3);
  });

  it('lists a title\'s additional titles from its record and the analytic records indexed under it', async () => {
    const [withVariant] = await rows<{ cod_acervo: number }>(`
      SELECT cod_acervo FROM acervo a WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(a.marc->'fields') f WHERE f->>'tag' = '246')
      ORDER BY cod_acervo LIMIT 1`);
    const [plain] = await rows<{ cod_acervo: number }>(`
      SELECT cod_acervo FROM acervo a WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements(a.marc->'fields') f
        WHERE f->>'tag' IN ('130', '240', '242', '246', '740')) ORDER BY cod_acervo LIMIT 1`);
    const extra = (await get(`/consulta/titulos-adicionais?acervos=${plain.cod_acervo}&acervos=${withVariant.cod_acervo}&acervos=999999`, patron)).json();
    expect(extra.map((e: { cod_acervo: number }) => e.cod_acervo)).toEqual([plain.cod_acervo, withVariant.cod_acervo]);
    expect(extra[0].titulos).toEqual([]);
    expect(extra[1].titulos.length).toBeGreaterThan(0);
    const [host] = await rows<{ cod_acervo: number }>('SELECT min(cod_acervo) AS cod_acervo FROM acervo WHERE cod_tipo_obra = 1');
    const indexed = (await get(`/consulta/acervos-indexados?acervos=${host.cod_acervo}&acervos=${plain.cod_acervo}`, patron)).json();
    expect(indexed[0].cod_acervo).toBe(host.cod_acervo);
    expect(indexed[0].acervos).toHaveLength(2);
    expect(indexed.find((i: { cod_acervo: number }) => i.cod_acervo === plain.cod_acervo && plain.cod_acervo !== host.cod_acervo)?.acervos ?? []).toEqual([]);
  });

  it('filters a search by archive repository (R) and classification (K), with their names in the facets', async () => {
    const archival = await rows<{ cod_acervo: number; titulo: string }>(`
      SELECT cod_acervo, titulo FROM acervo WHERE dados_adicionais ? 'R' ORDER BY cod_acervo`);
    expect(archival).toHaveLength(6);
    const search = async (qs: string) => (await get(`/consulta?${qs}`, patron)).json() as { total: number; data: { cod_acervo: number }[]; filtros: { tipo: string; codigo: string; descricao: string; total: number }[] };
    // One term that matches the six archival titles and others: their longest words, joined by OR.
    const words = archival.map((a) => a.titulo.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter((w) => w.length > 3)
      .sort((x, y) => y.length - x.length)[0]);
    const term = `termo=${encodeURIComponent([...words, 'history', 'world'].join(' OR '))}`;
    const base = await search(`${term}&quantPag=100`);
    expect(base.total).toBeGreaterThan(6);
    const r = base.filtros.filter((f) => f.tipo === 'R');
    expect(r.map((f) => f.descricao).sort()).toEqual(['Arquivo Central', 'Arquivo Histórico']);
    const central = await search(`${term}&quantPag=100&filtro=${encodeURIComponent('R:ARQ-CENTRAL')}`);
    expect(central.total).toBeLessThan(base.total);
    expect(central.total).toBe(r.find((f) => f.codigo === 'ARQ-CENTRAL')!.total);
    expect(central.data.every((d) => archival.slice(0, 3).some((a) => a.cod_acervo === d.cod_acervo))).toBe(true);
    const minutes = await search(`${term}&quantPag=100&filtro=${encodeURIComponent('K:1;01.02')}`);
    expect(minutes.filtros.find((f) => f.tipo === 'K' && f.codigo === '1;01.02')?.descricao).toBe('Administração geral › Atas e reuniões');
    expect(minutes.data.every((d) => [archival[1], archival[4], archival[5]].some((a) => a.cod_acervo === d.cod_acervo))).toBe(true);
    expect(minutes.total).toBeGreaterThan(0);
    const both = await search(`${term}&quantPag=100&filtro=${encodeURIComponent('R:ARQ-CENTRAL')}&filtro=${encodeURIComponent('K:1;01.02')}`);
    expect(both.data.map((d) => d.cod_acervo).every((c) => c === archival[1].cod_acervo)).toBe(true);
  });
});
