/**
 * The sign-in state of an external sign-in (table sso_estado). Each sign-in has two values:
 * a public key the provider carries back (OIDC state, SAML RelayState) and a secret nonce
 * only the PWA holds. The callback records the provider's outcome against the row; the
 * PWA redeems it once with the nonce (POST .../validar). The nonce is stored as a sha-256
 * hash, like refresh tokens, so the table alone opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { pessoa, ssoEstado } from '../../db/schema';
import { HttpError, unprocessable, type MessageKey } from '../../http/errors';
import type { AppContext } from '../../context';
import { BLOCKED_MESSAGE, userTokens } from '../auth';
import { SSO_ERRORS, type SsoError } from './errors';

export type Protocol = 'oidc' | 'saml';
type Row = typeof ssoEstado.$inferSelect;

/** Time for the patron to sign in at the provider. */
const START_TTL_MS = 10 * 60_000;
/** Time for the PWA to redeem an answered sign-in. */
const REDEEM_TTL_MS = 2 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const randomValue = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Opens a sign-in; answers the secret nonce for the PWA. `dados.chave` is the public key. */
export async function openSignIn(ctx: AppContext, protocolo: Protocol, dados: { chave: string } & Record<string, unknown>): Promise<string> {
  const { db } = ctx.database;
  const nonce = randomValue();
  // Rows live minutes; clearing the old ones here keeps the table small without a job.
  await db.delete(ssoEstado).where(lt(ssoEstado.expiraEm, new Date(Date.now() - 60 * 60_000)));
  await db.insert(ssoEstado).values({ nonce: sha256(nonce), protocolo, dados, expiraEm: new Date(Date.now() + START_TTL_MS) });
  return nonce;
}

/** The open sign-in the provider's answer belongs to, or null (unknown, answered, used or expired). */
export async function pendingSignIn(ctx: AppContext, protocolo: Protocol, chave: string | undefined): Promise<Row | null> {
  if (!chave) return null;
  const [row] = await ctx.database.db.select().from(ssoEstado)
    .where(and(eq(ssoEstado.protocolo, protocolo), sql`${ssoEstado.dados}->>'chave' = ${chave}`));
  if (!row || row.usadoEm || row.codPessoa !== null || row.erro !== null) return null;
  return row;
}

/** Records the provider's outcome once; the PWA then has a short time to redeem it. */
export async function recordOutcome(ctx: AppContext, row: Row, outcome: { codPessoa: number } | { erro: SsoError }) {
  await ctx.database.db.update(ssoEstado)
    .set({
      ...('codPessoa' in outcome ? { codPessoa: outcome.codPessoa } : { erro: outcome.erro }),
      expiraEm: new Date(Math.min(row.expiraEm.getTime(), Date.now() + REDEEM_TTL_MS)),
    })
    .where(and(eq(ssoEstado.nonce, row.nonce), isNull(ssoEstado.usadoEm), isNull(ssoEstado.codPessoa), isNull(ssoEstado.erro)));
}

/** POST .../validar: spends the nonce (once, even when refused) and answers the user token. */
export async function redeemSignIn(ctx: AppContext, protocolo: Protocol, nonce: string) {
  const { db } = ctx.database;
  const [row] = await db.update(ssoEstado).set({ usadoEm: new Date() })
    .where(and(eq(ssoEstado.nonce, sha256(nonce)), eq(ssoEstado.protocolo, protocolo), isNull(ssoEstado.usadoEm)))
    .returning();
  if (!row || row.expiraEm.getTime() < Date.now()) throw unprocessable(SSO_ERRORS.tokenValidation);
  if (row.erro) throw unprocessable(row.erro as MessageKey);
  // The provider never answered this sign-in (abandoned, or the answer was refused unread).
  if (row.codPessoa === null) throw unprocessable(SSO_ERRORS.authentication);
  const [person] = await db.select().from(pessoa).where(eq(pessoa.codPessoa, row.codPessoa));
  if (!person) throw unprocessable(SSO_ERRORS.userNotFound);
  if (person.bloqueado) throw new HttpError(430, BLOCKED_MESSAGE);
  return userTokens(ctx, person);
}
