// The desk a clerk works all day (issue 36 items 4 and 5): a walk-in registered with the
// §3 checks, duplicates by CPF, e-mail or login refused naming the person who has it, the
// record edited and audited, a first-access code and a loan for the new patron; a copy's
// barcode finding its title for a hold; a renewal a fine refuses, passed over by staff with
// the patrons role and a reason (audited), refused to a circulation-only clerk; and a
// patron's token reaching none of it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

type Auth = Record<string, string>;

describe(`registration, holds by barcode and renewal override at the desk (${backendName})`, () => {
  let app: FastifyInstance;
  let clerk: Auth;
  let circulationOnly: Auth;
  let ana: Auth;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Auth, payload?: object) =>
    app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await testApp();
    clerk = bearer((await login(app, 'bibliotecario')).access_token);
    await rows(`UPDATE pessoa SET papel = 'bibliotecario', permissoes = '{circulation}' WHERE login = 'funcionario'`);
    circulationOnly = bearer((await login(app, 'funcionario')).access_token);
    ana = bearer((await login(app, 'aluno')).access_token);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('registers a walk-in with a made login, no password, and audits it', async () => {
    const categories = (await send('GET', 'balcao/categorias', clerk)).json();
    expect(categories).toContainEqual({ codigo: 'MembroComun', descricao: expect.any(String) });
    const made = await send('POST', 'balcao/pessoas', clerk, {
      nome: '  Maria   das Dores ', categoria: 'MembroComun', cpf: '390.533.447-05', email: 'maria.dores@example.org', telefone: '(48) 3721-0000',
      validade_matricula: '2027-12-31', nota_biblioteca: 'Moradora do bairro; comprovante visto.',
    });
    expect(made.statusCode).toBe(201);
    const maria = made.json();
    expect(maria).toMatchObject({
      nome: 'Maria das Dores', categoria: 'MembroComun', cpf: '39053344705', email: 'maria.dores@example.org', telefone: '(48) 3721-0000',
      validade_matricula: '2027-12-31', nota_biblioteca: 'Moradora do bairro; comprovante visto.', bloqueado: false,
    });
    expect(maria.login).toBe(`B${String(maria.cod_pessoa).padStart(6, '0')}`);
    const [stored] = await rows<{ senha_hash: string }>(`SELECT senha_hash FROM pessoa WHERE cod_pessoa = ${maria.cod_pessoa}`);
    expect(stored.senha_hash).toBe('!');
    const [audit] = await rows<{ autor: number | null; depois: Record<string, unknown> }>(
      `SELECT autor, depois FROM auditoria WHERE acao = 'patron.register' AND alvo_id = '${maria.cod_pessoa}'`);
    expect(audit.depois).toMatchObject({ login: maria.login, cpf: 'informado', categoria: 'MembroComun' });
    expect(JSON.stringify(audit.depois)).not.toContain('39053344705');
    // Found by the patrons search (by CPF), given a first-access code, and lent to at the desk.
    expect((await send('GET', 'balcao/usuarios?q=390.533.447-05', clerk)).json().itens[0]).toMatchObject({ cod_pessoa: maria.cod_pessoa });
    expect((await send('POST', `balcao/pessoas/${maria.cod_pessoa}/primeiro-acesso`, clerk)).statusCode).toBe(201);
    const [copy] = await rows<{ cod_exemplar: number }>(`SELECT min(e.cod_exemplar) AS cod_exemplar FROM exemplar e
      WHERE e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal' AND NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo)`);
    const lent = await send('POST', 'balcao/emprestimos', clerk, { usuario: maria.login, codigo_barras: String(copy.cod_exemplar) });
    expect(lent.statusCode).toBe(201);
  });

  it('refuses a bad CPF, a bad e-mail, an unknown category, and duplicates naming the patron who has them', async () => {
    const base = { nome: 'Outra Pessoa', categoria: 'MembroComun' };
    const bad = async (payload: object) => { const r = await send('POST', 'balcao/pessoas', clerk, payload); return [r.statusCode, r.json().message]; };
    expect(await bad({ ...base, cpf: '390.533.447-06' })).toEqual([422, 'error.personal-data-cpf']);
    expect(await bad({ ...base, cpf: '111.111.111-11' })).toEqual([422, 'error.personal-data-cpf']);
    expect(await bad({ ...base, email: 'sem-arroba' })).toEqual([422, 'error.personal-data-email']);
    expect(await bad({ ...base, categoria: 'NaoExiste' })).toEqual([422, 'error.patron-category-unknown']);
    expect((await send('POST', 'balcao/pessoas', clerk, { ...base, nome: '   ' })).statusCode).toBe(400);
    // Lucas's CPF is the demo's shared one (two logins): the answer names the first of them.
    const byCpf = await send('POST', 'balcao/pessoas', clerk, { ...base, cpf: '529.982.247-25' });
    expect(byCpf.statusCode).toBe(409);
    expect(byCpf.json()).toEqual({ message: 'error.patron-duplicate-cpf', pessoa: { cod_pessoa: expect.any(Number), login: 'bolsista', nome: 'Lucas Ferreira Rocha' } });
    const byEmail = await send('POST', 'balcao/pessoas', clerk, { ...base, email: 'ALUNO@ufdemo.edu.br' });
    expect(byEmail.json()).toMatchObject({ message: 'error.patron-duplicate-email', pessoa: { login: 'aluno', nome: 'Ana Beatriz Souza' } });
    const byLogin = await send('POST', 'balcao/pessoas', clerk, { ...base, login: 'Professor' });
    expect(byLogin.json()).toMatchObject({ message: 'error.patron-duplicate-login', pessoa: { login: 'professor' } });
    expect(Number((await rows<{ n: string }>(`SELECT count(*) AS n FROM pessoa WHERE nome = 'Outra Pessoa'`))[0].n)).toBe(0);
  });

  it("edits a patron's e-mail, phone, category, expiry and notes, audited with before and after", async () => {
    const [{ cod_pessoa: cod }] = await rows<{ cod_pessoa: number }>(`SELECT cod_pessoa FROM pessoa WHERE login = 'tecnico'`);
    const before = (await send('GET', `balcao/pessoas/${cod}/cadastro`, clerk)).json();
    expect(before).toMatchObject({ login: 'tecnico', email: 'tecnico@ufdemo.edu.br', categoria: '07' });
    const changed = await send('PUT', `balcao/pessoas/${cod}/cadastro`, clerk, {
      email: 'rafael.nunes@example.org', telefone: '48 99999-0000', categoria: '01', validade_matricula: '2028-06-30', nota_biblioteca: 'Trocou de curso.',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'rafael.nunes@example.org', telefone: '48 99999-0000', categoria: '01', validade_matricula: '2028-06-30', nota_biblioteca: 'Trocou de curso.' });
    const [audit] = await rows<{ antes: Record<string, unknown>; depois: Record<string, unknown>; autor: number }>(
      `SELECT antes, depois, autor FROM auditoria WHERE acao = 'patron.update' AND alvo_id = '${cod}' ORDER BY id DESC LIMIT 1`);
    expect(audit.antes).toMatchObject({ email: 'tecnico@ufdemo.edu.br', categoria: '07' });
    expect(audit.depois).toMatchObject({ email: 'rafael.nunes@example.org', categoria: '01', nota_biblioteca: 'Trocou de curso.' });
    // Clearing: null removes the phone and the notes; another patron's e-mail is a duplicate.
    expect((await send('PUT', `balcao/pessoas/${cod}/cadastro`, clerk, { telefone: null, nota_biblioteca: null })).json())
      .toMatchObject({ telefone: null, nota_biblioteca: null });
    const dup = await send('PUT', `balcao/pessoas/${cod}/cadastro`, clerk, { email: 'posgrad@ufdemo.edu.br' });
    expect(dup.json()).toMatchObject({ message: 'error.patron-duplicate-email', pessoa: { login: 'posgrad' } });
    expect((await send('PUT', `balcao/pessoas/${cod}/cadastro`, clerk, { email: 'rafael.nunes@example.org' })).statusCode).toBe(200);
    expect((await send('PUT', 'balcao/pessoas/999999/cadastro', clerk, { email: 'x@example.org' })).statusCode).toBe(404);
  });

  it("finds a copy's title by its barcode for a hold", async () => {
    const [copy] = await rows<{ cod_exemplar: number; cod_acervo: number; titulo: string }>(`SELECT e.cod_exemplar, e.cod_acervo, a.titulo
      FROM exemplar e JOIN acervo a USING (cod_acervo) WHERE e.codigo_barras IS NULL ORDER BY e.cod_exemplar LIMIT 1`);
    const found = await send('GET', `balcao/exemplar-por-codigo?codigo_barras=${copy.cod_exemplar}`, clerk);
    expect(found.json()).toMatchObject({ cod_exemplar: copy.cod_exemplar, cod_acervo: copy.cod_acervo, titulo: copy.titulo });
    expect((await send('GET', 'balcao/exemplar-por-codigo?codigo_barras=nada-disso', clerk)).json().message).toBe('error.copy-not-found');
  });

  it('renews over a fine with a reason for staff who may, audited; refuses a clerk without the role', async () => {
    const [{ cod_pessoa: cod }] = await rows<{ cod_pessoa: number }>(`SELECT cod_pessoa FROM pessoa WHERE login = 'comunidade'`);
    const [lib] = await rows<{ cod_biblioteca: number }>(`SELECT min(cod_biblioteca) AS cod_biblioteca FROM biblioteca`);
    await rows(`INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, tipo_servico, motivo) VALUES (${cod}, ${lib.cod_biblioteca}, 500, 'Empréstimo', 'Perda') RETURNING 1`);
    await rows(`UPDATE emprestimo SET data_devolucao_prevista = current_date + 2, renovacoes = 0 WHERE cod_pessoa = ${cod} AND data_devolucao IS NULL`);
    const record = (await send('GET', `balcao/pessoas/${cod}`, clerk)).json();
    const loan = record.emprestimos[0];
    expect(loan).toMatchObject({ renovavel: false, motivo: 'error.renewal-debt', motivo_com_liberacao: null });
    const plain = (await send('POST', `balcao/pessoas/${cod}/renovacoes`, clerk, { emprestimos: [loan.cod_emprestimo], motivo: 'Pedido' })).json();
    expect(plain[0]).toMatchObject({ renovado: false, mensagem: 'error.renewal-debt' });
    const refused = await send('POST', `balcao/pessoas/${cod}/renovacoes`, circulationOnly, { emprestimos: [loan.cod_emprestimo], motivo: 'Pedido', liberar: true });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'error.desk-override-forbidden']);
    const blank = await send('POST', `balcao/pessoas/${cod}/renovacoes`, clerk, { emprestimos: [loan.cod_emprestimo], motivo: '  ', liberar: true });
    expect(blank.json().message).toBe('error.reason-required');
    const over = await send('POST', `balcao/pessoas/${cod}/renovacoes`, clerk, { emprestimos: [loan.cod_emprestimo], motivo: 'Multa em negociação com a chefia', liberar: true });
    expect(over.statusCode).toBe(200);
    expect(over.json()[0]).toMatchObject({ renovado: true, emprestimo: { renovacoes: 1 } });
    const [audit] = await rows<{ motivo: string; antes: Record<string, unknown> }>(
      `SELECT motivo, antes FROM auditoria WHERE acao = 'loan.renew-override' AND alvo_id = '${loan.cod_emprestimo}'`);
    expect(audit).toMatchObject({ motivo: 'Multa em negociação com a chefia', antes: { recusa: 'error.renewal-debt', renovacoes: 0 } });
    // The override passes over the fine, never the loan's own limits: renewed again at once, the loan's rule refuses it.
    const again = (await send('POST', `balcao/pessoas/${cod}/renovacoes`, clerk, { emprestimos: [loan.cod_emprestimo], motivo: 'De novo', liberar: true })).json();
    expect(again[0].renovado).toBe(false);
    expect(['error.renewal-limit', 'error.renewal-already-renewed']).toContain(again[0].mensagem);
    // Which the patron's record says beforehand: the fine refuses first, and an override would still meet that rule.
    const after = (await send('GET', `balcao/pessoas/${cod}`, clerk)).json().emprestimos.find((l: { cod_emprestimo: number }) => l.cod_emprestimo === loan.cod_emprestimo);
    expect(after).toMatchObject({ renovavel: false, motivo: 'error.renewal-debt', motivo_com_liberacao: again[0].mensagem });
  });

  it("keeps all of it from a patron's token and a cataloguer's", async () => {
    const cataloguer = bearer((await login(app, 'catalogador')).access_token);
    for (const auth of [ana, cataloguer]) {
      expect((await send('POST', 'balcao/pessoas', auth, { nome: 'X', categoria: '01' })).statusCode).toBe(403);
      expect((await send('GET', 'balcao/pessoas/1/cadastro', auth)).statusCode).toBe(403);
      expect((await send('PUT', 'balcao/pessoas/1/cadastro', auth, { email: 'x@example.org' })).statusCode).toBe(403);
      expect((await send('GET', 'balcao/exemplar-por-codigo?codigo_barras=1', auth)).statusCode).toBe(403);
      expect((await send('GET', 'balcao/categorias', auth)).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'POST', url: '/api/balcao/pessoas', payload: { nome: 'X', categoria: '01' } })).statusCode).toBe(401);
  });
});
