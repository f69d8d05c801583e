/**
 * First access without an e-mail (issue 35 item 3): a patron loaded from the registrar's
 * file has no password, and without an e-mail recovery cannot send them a code. Staff at
 * the desk issue a first-access code (after seeing the patron's document): twelve letters
 * and digits, answered once and kept only as a hash, one live code per patron, 7 days. The
 * patron types their login (or card), the code and a new password on the public "first
 * access" screen; the code is spent with the password written, in one transaction.
 *
 * Guessing: a code has ~60 bits; each wrong guess counts against it (dead after the
 * recovery's maximum), and the screen spends the address's sign-in budget (public-limits.ts).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, isoTime, one, transaction } from '../../../db/query';
import { notFound, unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { recordAudit } from '../../platform';
import { PASSWORD_OWNER_COLUMNS, newPasswordColumns, writePassword, type PasswordOwner } from './passwords';
import { recoverySettings } from './settings';

export const FIRST_ACCESS_CODE_INVALID = 'error.first-access-code-invalid';
export const FIRST_ACCESS_STAFF_ACCOUNT = 'error.first-access-staff-account';
export const FIRST_ACCESS_DAYS = 7;

/** No 0/O, 1/I/L: a code read off a slip and typed. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const normalized = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const codeHash = (codPessoa: number, code: string) => createHash('sha256').update(`first-access:${codPessoa}:${normalized(code)}`).digest();

function newCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** Staff issue a code for a patron (never a staff account: a clerk must not set a colleague's or an administrator's password). */
export async function issueFirstAccessCode(ctx: AppContext, actor: number, codPessoa: number): Promise<ResponseBody<'staffIssueFirstAccessCode'>> {
  const code = newCode();
  return transaction(ctx, async (tx) => {
    const person = await one<{ login: string; nome: string; papel: string; permissoes: string[] }>(tx, sql`
      SELECT login, nome, papel, permissoes FROM pessoa WHERE cod_pessoa = ${codPessoa} FOR UPDATE`);
    if (!person) throw notFound('error.user-not-found');
    if (person.papel !== 'usuario' || person.permissoes.length > 0) throw unprocessable(FIRST_ACCESS_STAFF_ACCOUNT);
    const row = (await one<{ expira_em: string }>(tx, sql`
      INSERT INTO codigo_primeiro_acesso (cod_pessoa, codigo_hash, expira_em, emitido_por)
      VALUES (${codPessoa}, ${codeHash(codPessoa, code).toString('hex')}, now() + make_interval(days => ${FIRST_ACCESS_DAYS}), ${actor})
      ON CONFLICT (cod_pessoa) DO UPDATE SET codigo_hash = excluded.codigo_hash, expira_em = excluded.expira_em,
        emitido_por = excluded.emitido_por, tentativas = 0, criado_em = now()
      RETURNING expira_em`))!;
    await recordAudit(tx, {
      autor: actor, acao: 'patron.first-access-code', alvoTipo: 'pessoa', alvoId: codPessoa, codPessoa,
      antes: null, depois: { expira_em: isoTime(row.expira_em) },
    });
    return { codigo: code, expira_em: isoTime(row.expira_em), login: person.login, nome: person.nome };
  });
}

/** The patron sets their password with the code: the same 422 for an unknown patron and a wrong, spent or expired code. */
export async function redeemFirstAccessCode(ctx: AppContext, body: { usuario: string; codigo: string; senha: string }): Promise<void> {
  const { db } = ctx.database;
  const who = body.usuario.trim();
  const person = await one<PasswordOwner>(db, sql`
    SELECT ${PASSWORD_OWNER_COLUMNS} FROM pessoa WHERE lower(login) = lower(${who}) OR cartao = ${who} ORDER BY lower(login) = lower(${who}) DESC LIMIT 1`);
  if (!person) throw unprocessable(FIRST_ACCESS_CODE_INVALID);
  const live = await one<{ codigo_hash: string; tentativas: number }>(db, sql`
    SELECT codigo_hash, tentativas FROM codigo_primeiro_acesso WHERE cod_pessoa = ${person.codPessoa} AND expira_em > now()`);
  if (!live || live.tentativas >= recoverySettings.get(ctx).maxAttempts) throw unprocessable(FIRST_ACCESS_CODE_INVALID);
  if (!timingSafeEqual(Buffer.from(live.codigo_hash, 'hex'), codeHash(person.codPessoa, body.codigo))) {
    await exec(db, sql`UPDATE codigo_primeiro_acesso SET tentativas = tentativas + 1 WHERE cod_pessoa = ${person.codPessoa}`);
    throw unprocessable(FIRST_ACCESS_CODE_INVALID);
  }
  // The rules first (a 422 leaves the code alive: the patron tries another password).
  const columns = await newPasswordColumns(ctx, person, body.senha.trim());
  await transaction(ctx, async (tx) => {
    // Spent exactly once: of two requests with the same code, one deletes the row, the other finds none.
    const spent = await exec(tx, sql`DELETE FROM codigo_primeiro_acesso WHERE cod_pessoa = ${person.codPessoa} AND codigo_hash = ${live.codigo_hash}`);
    if (spent === 0) throw unprocessable(FIRST_ACCESS_CODE_INVALID);
    await writePassword(tx, person.codPessoa, columns);
    await exec(tx, sql`UPDATE refresh_token SET revogado_em = now() WHERE cod_pessoa = ${person.codPessoa} AND revogado_em IS NULL`);
    await recordAudit(tx, { autor: person.codPessoa, acao: 'patron.first-access', alvoTipo: 'pessoa', alvoId: person.codPessoa, codPessoa: person.codPessoa, antes: null, depois: null });
  });
}
