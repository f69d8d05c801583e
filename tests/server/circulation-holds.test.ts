// Holds (issue 16): each refusal with its §8 key, the queue 1..n per title with no gaps after
// cancellations, and 100 patrons holding one title at once get positions 1..100 exactly.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

interface Option { cod_biblioteca: number; volume: string | null; tomo: string | null; parte: string | null; material_adicional: string | null; localizacao: string | null }

describe(`holds (${backendName})`, () => {
  let app: FastifyInstance;
  let ana: Record<string, string>;
  let carlos: Record<string, string>;
  let helena: Record<string, string>;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const run = (text: string) => app.ctx.database.db.execute(sql.raw(text));
  const holdsOf = async (auth: Record<string, string>) => (await app.inject({ url: '/api/reserva', headers: auth })).json() as
    { cod_reserva: number; cod_acervo: number; posicao_fila: number | null; situacao: string; data_limite_retirada: string | null }[];
  const place = (auth: Record<string, string>, codAcervo: number, option: Option) => app.inject({
    method: 'POST', url: '/api/reserva', headers: auth,
    payload: { cod_acervo: codAcervo, biblioteca: option.cod_biblioteca, volume: option.volume, tomo: option.tomo, parte: option.parte,
      material_adicional: option.material_adicional, localizacao: option.localizacao },
  });
  const optionsOf = async (codAcervo: number, auth: Record<string, string>) =>
    (await app.inject({ url: `/api/reserva/${codAcervo}/informacoes-iniciais`, headers: auth })).json();
  /** `count` new patrons of aluno's category, signed in. */
  async function newPatrons(prefix: string, count: number): Promise<{ cod_pessoa: number; auth: Record<string, string> }[]> {
    const [{ hash }] = await rows<{ hash: string }>(`SELECT senha_hash AS hash FROM pessoa WHERE login = 'aluno'`);
    const people = await rows<{ cod_pessoa: number; login: string }>(`
      INSERT INTO pessoa (login, nome, categoria, senha_hash)
      SELECT '${prefix}' || n, 'Pessoa ${prefix} ' || n, '01', '${hash}' FROM generate_series(1, ${count}) n RETURNING cod_pessoa, login`);
    return Promise.all(people.map(async (p) => ({ cod_pessoa: p.cod_pessoa,
      auth: bearer((await app.ctx.tokens.issueAccess({ kind: 'user', clientId: '4', codPessoa: p.cod_pessoa, login: p.login })).token) })));
  }
  /** A title with one copy combination, every copy of it out on loan (nobody queued). */
  async function titleAllOut(skip: number[] = []): Promise<{ codAcervo: number; option: Option }> {
    const [t] = await rows<{ cod_acervo: number }>(`
      SELECT e.cod_acervo FROM exemplar e WHERE e.tipo_emprestimo = 'normal'
        AND NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo)
        AND NOT EXISTS (SELECT 1 FROM emprestimo m JOIN exemplar x ON x.cod_exemplar = m.cod_exemplar WHERE x.cod_acervo = e.cod_acervo AND m.data_devolucao IS NULL)
        ${skip.length ? `AND e.cod_acervo NOT IN (${skip.join(',')})` : ''}
      GROUP BY e.cod_acervo HAVING count(DISTINCT (e.cod_biblioteca, e.volume, e.tomo, e.parte, e.material_adicional)) = 1
        AND bool_and(e.tipo_emprestimo = 'normal') ORDER BY e.cod_acervo LIMIT 1`);
    await run(`UPDATE exemplar SET situacao = 'emprestado' WHERE cod_acervo = ${t.cod_acervo}`);
    const [option] = (await optionsOf(t.cod_acervo, ana)).opcoes;
    return { codAcervo: t.cod_acervo, option };
  }

  beforeAll(async () => {
    app = await testApp();
    ana = bearer((await login(app, 'aluno')).access_token);
    carlos = bearer((await login(app, 'posgrad')).access_token);
    helena = bearer((await login(app, 'professor')).access_token);
  });
  afterAll(() => app?.close());

  it("shows aluno's holds: two in queue (second behind posgrad on the shared title) and one released with its deadline", async () => {
    const holds = await holdsOf(ana);
    expect(holds.filter((h) => h.situacao === 'em_fila')).toHaveLength(2);
    const released = holds.find((h) => h.situacao === 'liberada')!;
    expect(released.posicao_fila).toBeNull();
    expect(released.data_limite_retirada! >= new Date().toISOString().slice(0, 10)).toBe(true);
    const shared = (await holdsOf(carlos)).find((h) => h.situacao === 'em_fila')!;
    expect(shared.posicao_fila).toBe(1);
    expect(holds.find((h) => h.cod_acervo === shared.cod_acervo)!.posicao_fila).toBe(2);
  });

  it('refuses a hold while a copy is on the shelf, on a title that lends nothing, twice, on a title already borrowed, and an option that does not exist', async () => {
    const [shelf] = await rows<{ cod_acervo: number }>(`SELECT cod_acervo FROM exemplar WHERE situacao = 'disponivel' AND tipo_emprestimo = 'normal'
      AND volume IS NULL AND tomo IS NULL AND parte IS NULL AND material_adicional IS NULL ORDER BY cod_exemplar LIMIT 1`);
    const onShelf = (await optionsOf(shelf.cod_acervo, ana)).opcoes.find((o: { disponiveis: number }) => o.disponiveis > 0);
    const refused = await place(ana, shelf.cod_acervo, onShelf);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('error.hold-copies-available');
    expect(await optionsOf(shelf.cod_acervo, ana)).toMatchObject({ pode_reservar: false, motivo: 'error.hold-copies-available' });

    const [local] = await rows<{ cod_acervo: number }>(`SELECT cod_acervo FROM exemplar GROUP BY cod_acervo
      HAVING bool_and(tipo_emprestimo = 'consulta local') ORDER BY cod_acervo LIMIT 1`);
    const [localOption] = (await optionsOf(local.cod_acervo, ana)).opcoes;
    expect((await place(ana, local.cod_acervo, localOption)).json().message).toBe('error.hold-not-allowed');

    const shared = (await holdsOf(ana)).find((h) => h.posicao_fila === 2)!;
    const [sharedOption] = (await optionsOf(shared.cod_acervo, ana)).opcoes;
    expect((await place(ana, shared.cod_acervo, sharedOption)).json().message).toBe('error.hold-duplicate');
    expect(await optionsOf(shared.cod_acervo, ana)).toMatchObject({ pode_reservar: false, motivo: 'error.hold-duplicate' });
    expect((await place(ana, shared.cod_acervo, { ...sharedOption, volume: 'v. 99' })).json().message).toBe('error.hold-option-invalid');

    const [loan] = await rows<{ cod_acervo: number }>(`SELECT x.cod_acervo FROM emprestimo m JOIN exemplar x ON x.cod_exemplar = m.cod_exemplar
      JOIN pessoa p ON p.cod_pessoa = m.cod_pessoa WHERE p.login = 'aluno' AND m.data_devolucao IS NULL ORDER BY m.cod_emprestimo LIMIT 1`);
    await run(`UPDATE exemplar SET situacao = 'emprestado' WHERE cod_acervo = ${loan.cod_acervo}`);
    const [loanOption] = (await optionsOf(loan.cod_acervo, ana)).opcoes;
    expect((await place(ana, loan.cod_acervo, loanOption)).json().message).toBe('error.hold-already-on-loan');
  });

  it('checks the queue without joining it, then places the hold at that position; the queue closes up after cancellations', async () => {
    const shared = (await holdsOf(carlos)).find((h) => h.posicao_fila === 1)!;
    const [option] = (await optionsOf(shared.cod_acervo, helena)).opcoes;
    const dry = await app.inject({ method: 'POST', url: '/api/reserva/validar-fila', headers: helena,
      payload: { cod_acervo: shared.cod_acervo, biblioteca: option.cod_biblioteca, volume: option.volume, tomo: option.tomo, parte: option.parte, material_adicional: option.material_adicional, localizacao: option.localizacao } });
    expect(dry.json()).toEqual({ pode_reservar: true, posicao_fila: 3, exemplares_disponiveis: 0, mensagem: null });
    expect((await holdsOf(helena)).some((h) => h.cod_acervo === shared.cod_acervo)).toBe(false);
    const placed = await place(helena, shared.cod_acervo, option);
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ posicao_fila: 3, situacao: 'em_fila', data_liberacao: null });

    // posgrad's hold cannot be cancelled by anyone else; an empty selection is refused.
    const others = await app.inject({ method: 'DELETE', url: '/api/reserva', headers: ana, payload: [shared.cod_reserva] });
    expect(others.statusCode).toBe(404);
    const empty = await app.inject({ method: 'DELETE', url: '/api/reserva', headers: carlos, payload: [] });
    expect(empty.json()).toEqual({ message: 'error.hold-select' });

    expect((await app.inject({ method: 'DELETE', url: '/api/reserva', headers: carlos, payload: [shared.cod_reserva] })).statusCode).toBe(204);
    expect((await holdsOf(ana)).find((h) => h.cod_acervo === shared.cod_acervo)!.posicao_fila).toBe(1);
    expect((await holdsOf(helena)).find((h) => h.cod_acervo === shared.cod_acervo)!.posicao_fila).toBe(2);
    const history = (await app.inject({ url: '/api/reserva/historico', headers: carlos })).json();
    expect(history[0]).toMatchObject({ cod_reserva: shared.cod_reserva, situacao: 'cancelada', posicao_fila: null });
  });

  it("lists aluno's past holds, and filters them by date", async () => {
    const history = (await app.inject({ url: '/api/reserva/historico', headers: ana })).json();
    expect(history.map((h: { situacao: string }) => h.situacao).sort()).toEqual(['atendida', 'cancelada']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await app.inject({ url: `/api/reserva/historico?dataIni=${today}`, headers: ana })).json()).toEqual([]);
  });

  it('lets a visitor read the hold options but not place a hold', async () => {
    const visitor = bearer(await publicToken(app));
    const { codAcervo, option } = await titleAllOut();
    expect(await optionsOf(codAcervo, visitor)).toMatchObject({ pode_reservar: true, motivo: null });
    expect((await place(visitor, codAcervo, option)).statusCode).toBe(403);
  });

  it('the offer, the dry run and the placement refuse alike: a suspended patron, a separated one, one already borrowing the title', async () => {
    const { codAcervo, option } = await titleAllOut();
    const [suspended, separated, borrowing, free] = await newPatrons('regra', 4);
    await run(`INSERT INTO suspensao (cod_pessoa, cod_biblioteca, data_inicio, data_fim)
      VALUES (${suspended.cod_pessoa}, ${option.cod_biblioteca}, current_date - 1, current_date + 5)`);
    await run(`INSERT INTO nada_consta (cod_pessoa, codigo, nome) VALUES (${separated.cod_pessoa}, 'REGRA-1', 'Pessoa da Regra 2')`);
    await run(`INSERT INTO emprestimo (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista)
      SELECT min(cod_exemplar), ${borrowing.cod_pessoa}, current_date, current_date + 7 FROM exemplar WHERE cod_acervo = ${codAcervo}`);
    const answers = async ({ auth }: { auth: Record<string, string> }) => {
      const offer = await optionsOf(codAcervo, auth);
      const dry = (await app.inject({ method: 'POST', url: '/api/reserva/validar-fila', headers: auth,
        payload: { cod_acervo: codAcervo, biblioteca: option.cod_biblioteca, volume: option.volume, tomo: option.tomo, parte: option.parte,
          material_adicional: option.material_adicional, localizacao: option.localizacao } })).json();
      const placed = await place(auth, codAcervo, option);
      return { offer: offer.motivo, dryRun: dry.mensagem, placement: placed.statusCode === 201 ? null : placed.json().message };
    };
    const refusal = (key: string) => ({ offer: key, dryRun: key, placement: key });
    expect(await answers(suspended)).toEqual(refusal('error.hold-suspended'));
    expect(await answers(separated)).toEqual(refusal('error.patron-separated'));
    expect(await answers(borrowing)).toEqual(refusal('error.hold-already-on-loan'));
    expect(await answers(free)).toEqual({ offer: null, dryRun: null, placement: null });
  });

  it('100 patrons holding one title at once get positions 1..100 exactly, and 1..90 after ten cancel', async () => {
    const { codAcervo, option } = await titleAllOut();
    const auths = (await newPatrons('fila', 100)).map((p) => p.auth);
    const started = Date.now();
    const answers = await Promise.all(auths.map((auth) => place(auth, codAcervo, option)));
    const elapsed = Date.now() - started;
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(201));
    const positions = answers.map((a) => a.json().posicao_fila as number).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    console.log(`[${backendName}] 100 concurrent holds on one title: positions 1..100, ${elapsed} ms`);

    const leaving = answers.filter((_, i) => i % 10 === 3);
    for (const [i, answer] of answers.entries()) {
      if (i % 10 === 3) {
        expect((await app.inject({ method: 'DELETE', url: '/api/reserva', headers: auths[i], payload: [answer.json().cod_reserva] })).statusCode).toBe(204);
      }
    }
    expect(leaving).toHaveLength(10);
    const after = await Promise.all(auths.filter((_, i) => i % 10 !== 3).map(async (auth) => (await holdsOf(auth))[0].posicao_fila!));
    expect(after.sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
  });
});
