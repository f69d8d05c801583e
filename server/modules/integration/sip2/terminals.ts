/**
 * SIP2 self-check terminals (issue 26 item 3): the machines allowed to speak SIP2 to us,
 * each with its own login and argon2id password (message 93), the location and institution
 * codes it reports, the request codes it may send, and whether it must use checksums and
 * sequence numbers. Kept in terminal_sip2, so every process answers the same terminals;
 * changed by an administrator (/balcao/terminais-sip2, `npm run sip2 -- terminal …`),
 * each change audited.
 */
import { sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from '../../../context';
import { exec, isoTime, one, rows, transaction } from '../../../db/query';
import { notFound, unprocessable } from '../../../http/errors';
import type { Schema } from '../../../http/handlers';
import { recordAudit } from '../../platform';
import { unlockTerminalLogin } from './login-failures';

/** Argon2id is algorithm 2 in @node-rs/argon2 (a const enum we cannot import under isolatedModules). */
const ARGON2ID = 2;
/** argon2id hash of a random string: an unknown login costs a verification too, so timing tells nothing. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0a6PqPh5rTY5dBNgyQmcdY2OP2CzT9TDDqTqzWzDo+8';

/** The circulation requests a terminal may be allowed (93 login, 97 resend and 99 status are always allowed). */
export const TERMINAL_MESSAGES = ['23', '63', '17', '11', '09', '29', '65', '37', '35'] as const;
export type TerminalMessage = (typeof TERMINAL_MESSAGES)[number];
export const ALWAYS_ALLOWED = ['93', '97', '99'] as const;

export type Terminal = Schema<'Sip2Terminal'>;

/** The contract's input; the command line's message list is checked here too (terminalProblem), so any strings. */
export type TerminalInput = Omit<Schema<'Sip2TerminalInput'>, 'mensagens'> & { mensagens?: string[] };

const LOGIN = /^[A-Za-z0-9._-]{1,40}$/;
const select = sql`SELECT cod_terminal, login, descricao, codigo_local, instituicao, mensagens, deteccao_erros, ativo, criado_em, ultimo_acesso,
    (SELECT f.bloqueado_ate FROM falha_terminal_sip2 f WHERE f.chave = ${'t:'} || lower(terminal_sip2.login) AND f.bloqueado_ate > now()) AS bloqueado_ate
  FROM terminal_sip2`;
type Row = Omit<Terminal, 'criado_em' | 'ultimo_acesso' | 'bloqueado_ate'> & {
  criado_em: string | Date; ultimo_acesso: string | Date | null; bloqueado_ate?: string | Date | null;
};
const toTerminal = (r: Row): Terminal => ({
  ...r, mensagens: r.mensagens.filter((m): m is TerminalMessage => (TERMINAL_MESSAGES as readonly string[]).includes(m)),
  criado_em: isoTime(r.criado_em), ultimo_acesso: r.ultimo_acesso === null ? null : isoTime(r.ultimo_acesso),
  bloqueado_ate: r.bloqueado_ate ? isoTime(r.bloqueado_ate) : null,
});
const audited = (t: Terminal) => ({ login: t.login, descricao: t.descricao, codigo_local: t.codigo_local, instituicao: t.instituicao, mensagens: t.mensagens, deteccao_erros: t.deteccao_erros, ativo: t.ativo });

/** The checks every change applies (422 keys); only the given fields are checked. */
export function terminalProblem(input: TerminalInput, creating: boolean): string | null {
  if (creating || input.login !== undefined) {
    if (!input.login || !LOGIN.test(input.login)) return 'error.sip2-terminal-login';
  }
  if (creating || input.senha !== undefined) {
    if (!input.senha || input.senha.length < 8 || input.senha.length > 128 || /[|\r\n]/.test(input.senha)) return 'error.sip2-terminal-password';
  }
  if (input.mensagens !== undefined && input.mensagens.some((m) => !(TERMINAL_MESSAGES as readonly string[]).includes(m))) return 'error.sip2-terminal-messages';
  for (const text of [input.descricao, input.codigo_local, input.instituicao]) {
    if (text !== undefined && (text.length > 120 || /[|\r\n]/.test(text))) return 'error.sip2-terminal-text';
  }
  return null;
}

export async function listTerminals(ctx: AppContext): Promise<Terminal[]> {
  return (await rows<Row>(ctx.database.db, sql`${select} ORDER BY lower(login)`)).map(toTerminal);
}

export async function terminalById(ctx: AppContext, id: number): Promise<Terminal> {
  const row = await one<Row>(ctx.database.db, sql`${select} WHERE cod_terminal = ${id}`);
  if (!row) throw notFound('error.sip2-terminal-not-found');
  return toTerminal(row);
}

/** `actor`: the administrator (null from the command line). */
export async function createTerminal(ctx: AppContext, input: TerminalInput, actor: number | null): Promise<Terminal> {
  const problem = terminalProblem(input, true);
  if (problem) throw unprocessable(problem as `error.${string}`);
  const senhaHash = await hash(input.senha!, { algorithm: ARGON2ID });
  return transaction(ctx, async (tx) => {
    if (await one(tx, sql`SELECT 1 FROM terminal_sip2 WHERE lower(login) = lower(${input.login!})`)) throw unprocessable('error.sip2-terminal-exists');
    const mensagens = input.mensagens ?? [...TERMINAL_MESSAGES];
    const row = (await one<Row>(tx, sql`INSERT INTO terminal_sip2 (login, senha_hash, descricao, codigo_local, instituicao, mensagens, deteccao_erros, ativo)
      VALUES (${input.login!}, ${senhaHash}, ${input.descricao?.trim() ?? ''}, ${input.codigo_local?.trim() ?? ''}, ${input.instituicao?.trim() ?? ''},
        ${`{${mensagens.join(',')}}`}::text[], ${input.deteccao_erros ?? true}, ${input.ativo ?? true})
      RETURNING cod_terminal, login, descricao, codigo_local, instituicao, mensagens, deteccao_erros, ativo, criado_em, ultimo_acesso`))!;
    const terminal = toTerminal(row);
    await recordAudit(tx, { autor: actor, acao: 'sip2-terminal.create', alvoTipo: 'terminal_sip2', alvoId: terminal.cod_terminal, depois: audited(terminal) });
    return terminal;
  });
}

export async function updateTerminal(ctx: AppContext, id: number, input: TerminalInput, actor: number | null): Promise<Terminal> {
  const problem = terminalProblem(input, false);
  if (problem) throw unprocessable(problem as `error.${string}`);
  const senhaHash = input.senha !== undefined ? await hash(input.senha, { algorithm: ARGON2ID }) : null;
  return transaction(ctx, async (tx) => {
    const before = await one<Row>(tx, sql`${select} WHERE cod_terminal = ${id} FOR UPDATE`);
    if (!before) throw notFound('error.sip2-terminal-not-found');
    if (input.login !== undefined && await one(tx, sql`SELECT 1 FROM terminal_sip2 WHERE lower(login) = lower(${input.login}) AND cod_terminal <> ${id}`)) {
      throw unprocessable('error.sip2-terminal-exists');
    }
    await exec(tx, sql`UPDATE terminal_sip2 SET
        login = coalesce(${input.login ?? null}, login),
        senha_hash = coalesce(${senhaHash}, senha_hash),
        descricao = coalesce(${input.descricao?.trim() ?? null}, descricao),
        codigo_local = coalesce(${input.codigo_local?.trim() ?? null}, codigo_local),
        instituicao = coalesce(${input.instituicao?.trim() ?? null}, instituicao),
        mensagens = coalesce(${input.mensagens ? `{${input.mensagens.join(',')}}` : null}::text[], mensagens),
        deteccao_erros = coalesce(${input.deteccao_erros ?? null}::boolean, deteccao_erros),
        ativo = coalesce(${input.ativo ?? null}::boolean, ativo)
      WHERE cod_terminal = ${id}`);
    // Lifting a lock: the login's failures go (login-failures.ts), under the name they were counted by.
    if (input.desbloquear && await unlockTerminalLogin(tx, before.login)) {
      await recordAudit(tx, { autor: actor, acao: 'sip2-terminal.unlock', alvoTipo: 'terminal_sip2', alvoId: id, antes: { bloqueado_ate: before.bloqueado_ate ?? null } });
    }
    const terminal = toTerminal((await one<Row>(tx, sql`${select} WHERE cod_terminal = ${id}`))!);
    await recordAudit(tx, {
      autor: actor, acao: 'sip2-terminal.update', alvoTipo: 'terminal_sip2', alvoId: id,
      antes: audited(toTerminal(before)), depois: { ...audited(terminal), ...(senhaHash ? { senha: 'alterada' } : {}) },
    });
    return terminal;
  });
}

export async function deleteTerminal(ctx: AppContext, id: number, actor: number | null): Promise<void> {
  await transaction(ctx, async (tx) => {
    const before = await one<Row>(tx, sql`${select} WHERE cod_terminal = ${id} FOR UPDATE`);
    if (!before) throw notFound('error.sip2-terminal-not-found');
    await exec(tx, sql`DELETE FROM terminal_sip2 WHERE cod_terminal = ${id}`);
    await recordAudit(tx, { autor: actor, acao: 'sip2-terminal.delete', alvoTipo: 'terminal_sip2', alvoId: id, antes: audited(toTerminal(before)) });
  });
}

/**
 * Message 93's password check (terminal-login.ts counts and limits the tries): the terminal
 * of this login when the password is right (`terminal` null when it is disabled), and the
 * terminal's code for the audit when one has this login. An unknown login is verified
 * against a dummy hash, so a wrong login and a wrong password take as long.
 */
export async function verifyTerminal(ctx: AppContext, login: string, password: string): Promise<{ passwordOk: boolean; id: number | null; terminal: Terminal | null }> {
  const row = login && LOGIN.test(login)
    ? await one<Row & { senha_hash: string }>(ctx.database.db, sql`SELECT cod_terminal, login, descricao, codigo_local, instituicao, mensagens, deteccao_erros, ativo, criado_em, ultimo_acesso, senha_hash
        FROM terminal_sip2 WHERE lower(login) = lower(${login})`)
    : undefined;
  const ok = await verify(row?.senha_hash ?? DUMMY_HASH, password).catch(() => false);
  if (!row) return { passwordOk: false, id: null, terminal: null };
  if (!ok || !row.ativo) return { passwordOk: ok, id: row.cod_terminal, terminal: null };
  await exec(ctx.database.db, sql`UPDATE terminal_sip2 SET ultimo_acesso = now() WHERE cod_terminal = ${row.cod_terminal}`);
  const { senha_hash: _, ...terminal } = row;
  return { passwordOk: true, id: row.cod_terminal, terminal: toTerminal(terminal) };
}

/** The code of the terminal with this login, without checking anything (the audit of a refused try). */
export async function terminalIdByLogin(ctx: AppContext, login: string): Promise<number | null> {
  if (!LOGIN.test(login)) return null;
  return (await one<{ cod_terminal: number }>(ctx.database.db, sql`SELECT cod_terminal FROM terminal_sip2 WHERE lower(login) = lower(${login})`))?.cod_terminal ?? null;
}

/** The terminal as it stands now (a session re-reads it: disabling a terminal ends its sessions at their next message). */
export async function currentTerminal(ctx: AppContext, id: number): Promise<Terminal | null> {
  const row = await one<Row>(ctx.database.db, sql`${select} WHERE cod_terminal = ${id}`);
  return row && row.ativo ? toTerminal(row) : null;
}
