import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseLocation } from '../../tests/support/test-db';
import { openDatabase, type Database } from '../db/connect';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo';
import { APP_LAYER_IDS } from './demo-institution';
import { queryRows } from './sql';

describe('seedDemo (minimal)', () => {
  let database: Database;
  const one = async <T>(text: string) => (await queryRows<T>(database, text))[0];
  const count = async (text: string) => Number((await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${text}`)).n);

  beforeAll(async () => {
    database = await openDatabase(await testDatabaseLocation());
    expect(await seedDemo(database, { size: 'minimal' })).toBe(true);
  });
  afterAll(() => database?.close());

  it('loads the 99 LoC titles and gives every one of them a copy', async () => {
    expect(await count('acervo')).toBe(99);
    expect(await count('acervo a WHERE NOT EXISTS (SELECT 1 FROM exemplar e WHERE e.cod_acervo = a.cod_acervo)')).toBe(0);
    expect(await count('autoridade')).toBeGreaterThan(100);
    expect(await count('biblioteca')).toBe(6);
    expect(await count('campus')).toBe(3);
  });

  it('lends every copy marked on loan, and to one patron only', async () => {
    const lent = await count(`exemplar x WHERE x.situacao = 'emprestado'`);
    const open = await count('emprestimo WHERE data_devolucao IS NULL');
    expect(lent).toBeGreaterThan(5);
    expect(open).toBe(lent);
    expect(await count(`exemplar x WHERE x.situacao = 'emprestado' AND
      (SELECT count(*) FROM emprestimo e WHERE e.cod_exemplar = x.cod_exemplar AND e.data_devolucao IS NULL) <> 1`)).toBe(0);
  });

  it('creates the demo accounts with argon2id hashes of the demo password', async () => {
    const people = await queryRows<{ login: string; senha_hash: string; categoria: string; bloqueado: boolean }>(database,
      `SELECT login, senha_hash, categoria, bloqueado FROM pessoa WHERE login IN (${DEMO_ACCOUNTS.map((a) => `'${a.login}'`).join(',')})`);
    expect(people.map((p) => p.login).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.login).sort());
    for (const person of people) {
      const account = DEMO_ACCOUNTS.find((a) => a.login === person.login)!;
      if (account.firstAccess) {
        // Loaded without a password: only a first-access code lets her in.
        expect(person.senha_hash).toBe('!');
        continue;
      }
      expect(person.senha_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(person.senha_hash, DEMO_PASSWORD)).toBe(true);
      expect(await verify(person.senha_hash, 'wrong-password')).toBe(false);
      expect(person.categoria).toBe(account.category);
      expect(person.bloqueado).toBe(account.blocked);
    }
  });

  it("gives aluno what the accounts table promises: an overdue loan, a twice-renewed one, holds and fines", async () => {
    const aluno = `(SELECT cod_pessoa FROM pessoa WHERE login = 'aluno')`;
    expect(await count(`emprestimo WHERE cod_pessoa = ${aluno} AND data_devolucao IS NULL`)).toBe(3);
    expect(await count(`emprestimo WHERE cod_pessoa = ${aluno} AND data_devolucao IS NULL AND data_devolucao_prevista < current_date`)).toBe(1);
    expect(await count(`emprestimo WHERE cod_pessoa = ${aluno} AND data_devolucao IS NULL AND renovacoes = 2`)).toBe(1);
    expect(await count(`emprestimo WHERE cod_pessoa = ${aluno} AND data_devolucao IS NOT NULL`)).toBeGreaterThan(5);
    expect(await count(`reserva WHERE cod_pessoa = ${aluno} AND situacao = 'fila'`)).toBe(2);
    expect(await count(`reserva WHERE cod_pessoa = ${aluno} AND situacao = 'liberada'`)).toBe(1);
    const fines = await queryRows<{ valor_multa: string; valor_pago: string }>(database,
      `SELECT valor_multa::text, valor_pago::text FROM multa WHERE cod_pessoa = ${aluno} ORDER BY cod_multa`);
    expect(fines).toContainEqual({ valor_multa: '4.50', valor_pago: '0.00' });
    expect(fines.some((f) => Number(f.valor_pago) > 0 && f.valor_pago === f.valor_multa)).toBe(true);
    expect(await count(`emprestimo WHERE cod_pessoa = (SELECT cod_pessoa FROM pessoa WHERE login = 'professor') AND data_devolucao IS NULL`)).toBe(2);
  });

  it('writes the institution row with exactly the keys the API serves', async () => {
    const row = await one<{ sigla: string; dados: Record<string, unknown> }>('SELECT sigla, dados FROM instituicao WHERE id = 1');
    expect(row.sigla).toBe('UFDEMO');
    expect(Object.keys(row.dados).sort()).toEqual([
      'app_layers', 'autoatendimento', 'categorias_login', 'codEmpresa', 'departamentos', 'destino_login', 'label_login', 'link_lgpd',
      'links_logout', 'modo_autenticacao', 'msg_login', 'msg_suporte_consulta', 'oidc', 'parametros', 'saml', 'tema',
    ]);
    expect(row.dados).toMatchObject({ tema: 'neo', codEmpresa: '1', msg_login: null, parametros: { __web_aquisicao: 'S' } });
    expect(row.dados.app_layers).toEqual(APP_LAYER_IDS.map((id) => ({ id, ativo: true })));
  });

  it('grants the personal area, suggestions and comments to every category', async () => {
    expect(await count('categoria')).toBe(14);
    expect(await count('categoria_atividade')).toBe(14 * 3);
    expect(await count('atividade WHERE publica')).toBe(5);
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all(['acervo', 'exemplar', 'pessoa', 'emprestimo', 'reserva', 'multa', 'comentario'].map(count));
    expect(await seedDemo(database, { size: 'minimal' })).toBe(false);
    const after = await Promise.all(['acervo', 'exemplar', 'pessoa', 'emprestimo', 'reserva', 'multa', 'comentario'].map(count));
    expect(after).toEqual(before);
  });
});
