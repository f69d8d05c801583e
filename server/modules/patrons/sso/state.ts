/**
 * The sign-in state of an external sign-in (table sso_estado). Each sign-in has two values:
 * a public key the provider carries back (OIDC state, SAML RelayState) and a secret nonce
 * only the PWA holds. The callback records the provider's outcome against the row; the
 * PWA redeems it once with the nonce (POST .../validar). The nonce is stored as a sha-256
 * hash, like refresh tokens, so the table alone opens nothing. Each sign-in is also bound to
 * the browser that started it (`dados.vinculo`, browser-binding.ts): the callback and the
 * redemption both need that browser.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../../core/hash';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { exec, one } from '../../../db/query';
import { HttpError, unprocessable, type MessageKey } from '../../../http/errors';
import type { AppContext } from '../../../context';
import { BLOCKED_MESSAGE, userTokens } from '../auth';
import { isBoundBrowser, type Protocol } from './browser-binding';
import { SSO_ERRORS, type SsoError } from './errors';

export type { Protocol };
interface Row {
  nonce: string;
  protocolo: string;
  dados: Record<string, unknown>;
  cod_pessoa: number | null;
  erro: string | null;
  /** Timestamps come back as PostgreSQL writes them (the drivers leave them as text). */
  expira_em: string;
  usado_em: string | null;
}
const ROW = sql`nonce, protocolo, dados, cod_pessoa, erro, expira_em, usado_em`;

/** Time for the patron to sign in at the provider. */
const START_TTL_MS = 10 * 60_000;
/** Time for the PWA to redeem an answered sign-in. */
const REDEEM_TTL_MS = 2 * 60_000;

export const randomValue = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * Opens a sign-in; answers the secret nonce for the PWA. `dados.chave` is the public key,
 * `dados.vinculo` the hash of the starting browser's binding secret.
 */
export async function openSignIn(ctx: AppContext, protocolo: Protocol, dados: { chave: string; vinculo: string } & Record<string, unknown>): Promise<string> {
  const { db } = ctx.database;
  const nonce = randomValue();
  // Rows live minutes; clearing the old ones here keeps the table small without a job.
  await exec(db, sql`DELETE FROM sso_estado WHERE expira_em < ${new Date(Date.now() - 60 * 60_000).toISOString()}::timestamptz`);
  await exec(db, sql`
    INSERT INTO sso_estado (nonce, protocolo, dados, expira_em)
    VALUES (${sha256Hex(nonce)}, ${protocolo}, ${JSON.stringify(dados)}::jsonb, ${new Date(Date.now() + START_TTL_MS).toISOString()}::timestamptz)`);
  return nonce;
}

/** The open sign-in the provider's answer belongs to, or null (unknown, answered, used or expired). */
export async function pendingSignIn(ctx: AppContext, protocolo: Protocol, chave: string | undefined): Promise<Row | null> {
  if (!chave) return null;
  const row = await one<Row>(ctx.database.db, sql`
    SELECT ${ROW} FROM sso_estado WHERE protocolo = ${protocolo} AND dados->>'chave' = ${chave}`);
  if (!row || row.usado_em || row.cod_pessoa !== null || row.erro !== null) return null;
  return row;
}

/** Records the provider's outcome once; the PWA then has a short time to redeem it. */
export async function recordOutcome(ctx: AppContext, row: Row, outcome: { codPessoa: number } | { erro: SsoError }) {
  await exec(ctx.database.db, sql`
    UPDATE sso_estado
    SET ${'codPessoa' in outcome ? sql`cod_pessoa = ${outcome.codPessoa}` : sql`erro = ${outcome.erro}`},
      expira_em = ${new Date(Math.min(new Date(row.expira_em).getTime(), Date.now() + REDEEM_TTL_MS)).toISOString()}::timestamptz
    WHERE nonce = ${row.nonce} AND usado_em IS NULL AND cod_pessoa IS NULL AND erro IS NULL`);
}

/**
 * SAML's ACS: the provider's answer arrives by a cross-site POST, which carries none of the
 * browser's SameSite=Lax cookies. It is held, unread, for the browser to claim with a
 * one-time code that only the redirect answering that POST carries (takeHeldAnswer); the
 * RelayState, which the starter knows, claims nothing. Null when the sign-in holds one already.
 */
export async function holdAnswer(ctx: AppContext, row: Row, answer: string): Promise<string | null> {
  const code = randomValue();
  const held = await exec(ctx.database.db, sql`
    UPDATE sso_estado SET dados = dados || ${JSON.stringify({ resposta: answer, conclusao: sha256Hex(code) })}::jsonb
    WHERE nonce = ${row.nonce} AND usado_em IS NULL AND cod_pessoa IS NULL AND erro IS NULL AND dados->>'conclusao' IS NULL`);
  return held === 1 ? code : null;
}

/** The held answer and its sign-in, once per code (a write first: on the primary, whatever read-routing says). */
export async function takeHeldAnswer(ctx: AppContext, protocolo: Protocol, code: string | undefined): Promise<{ row: Row; answer: string } | null> {
  if (!code) return null;
  const taken = await one<Row & { resposta: string }>(ctx.database.db, sql`
    UPDATE sso_estado s SET dados = s.dados - 'resposta' - 'conclusao'
    FROM (SELECT nonce, dados->>'resposta' AS resposta FROM sso_estado
          WHERE protocolo = ${protocolo} AND dados->>'conclusao' = ${sha256Hex(code)} FOR UPDATE) held
    WHERE s.nonce = held.nonce AND s.usado_em IS NULL AND s.cod_pessoa IS NULL AND s.erro IS NULL
    RETURNING s.nonce, s.protocolo, s.dados, s.cod_pessoa, s.erro, s.expira_em, s.usado_em, held.resposta`);
  if (!taken) return null;
  const { resposta, ...row } = taken;
  return { row, answer: resposta };
}

/**
 * POST .../validar: spends the nonce (once, even when refused) and answers the user token,
 * to the browser the sign-in was bound to only.
 */
export async function redeemSignIn(ctx: AppContext, req: FastifyRequest, protocolo: Protocol, nonce: string) {
  const { db } = ctx.database;
  const row = await one<Row>(db, sql`
    UPDATE sso_estado SET usado_em = ${new Date().toISOString()}::timestamptz
    WHERE nonce = ${sha256Hex(nonce)} AND protocolo = ${protocolo} AND usado_em IS NULL
    RETURNING ${ROW}`);
  if (!row || new Date(row.expira_em).getTime() < Date.now()) throw unprocessable(SSO_ERRORS.tokenValidation);
  if (!isBoundBrowser(req, protocolo, row.dados)) {
    req.log.warn({ protocolo }, 'external sign-in redeemed without the browser that started it: refused');
    throw unprocessable(SSO_ERRORS.otherBrowser);
  }
  if (row.erro) throw unprocessable(row.erro as MessageKey);
  // The provider never answered this sign-in (abandoned, or the answer was refused unread).
  if (row.cod_pessoa === null) throw unprocessable(SSO_ERRORS.authentication);
  const person = await one<{ login: string; bloqueado: boolean }>(db, sql`SELECT login, bloqueado FROM pessoa WHERE cod_pessoa = ${row.cod_pessoa}`);
  if (!person) throw unprocessable(SSO_ERRORS.userNotFound);
  if (person.bloqueado) throw new HttpError(430, BLOCKED_MESSAGE);
  return userTokens(ctx, { codPessoa: row.cod_pessoa, login: person.login });
}
