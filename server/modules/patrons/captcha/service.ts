/**
 * The self-hosted captcha (ALTCHA proof of work): challenges signed with a key every API
 * node shares, verification of the solved payload (`recaptcha_token`, spec §7) with
 * replay protection, and when it is required (activities 1120 and 107, spec §6).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppContext } from '../../../context';
import type { ResponseBody } from '../../../http/handlers';
import type { Database } from '../../../db/connect';
import { exec, one, rows } from '../../../db/query';
import { unprocessable } from '../../../http/errors';
import { configSection } from '../../../context';
import { serverKey } from '../../../core/server-keys';

export const CAPTCHA_INVALID = 'error.captcha-invalid';
/** 422 key: sign-ins from this address must solve the captcha now (issue 21: past its failures). */
export const CAPTCHA_REQUIRED = 'error.captcha-required';
export const ACTIVITY_CAPTCHA_AT_LOGIN = 1120;
/** Spec §6: "disables the captcha-modal behaviour" — here, the captcha of the recovery mode. */
export const ACTIVITY_NO_CAPTCHA_MODAL = 107;

export type { CaptchaSettings } from '../../../config';

/** The proof of work's settings (CAPTCHA_* in server/config.ts); tests ease them per app. */
export const captchaSettings = configSection('captcha');

/** The HMAC key, generated once and kept in chave_servidor like the JWT key. */
const signingKey = (database: Database) => serverKey(database, 'captcha', () => randomBytes(48).toString('base64url'));

export async function createCaptchaChallenge(ctx: AppContext): Promise<ResponseBody<'getCaptchaChallenge'>> {
  const s = captchaSettings.get(ctx);
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256', cost: s.cost, keyPrefix: '0'.repeat(Math.max(1, s.difficulty)), deriveKey,
    hmacSignatureSecret: await signingKey(ctx.database),
    expiresAt: Math.floor(Date.now() / 1000) + s.ttlSeconds,
  });
  const { parameters, signature } = challenge;
  return { parameters: { ...parameters }, signature: signature! };
}

function parseToken(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (!payload?.challenge?.parameters || typeof payload.challenge.signature !== 'string' || !payload.solution) return null;
    return payload;
  } catch {
    return null;
  }
}

/**
 * True when the token is a solved, unexpired challenge of ours that was never accepted
 * before. Accepting it records its signature until it expires, so it works only once.
 */
export async function verifyCaptcha(ctx: AppContext, token: string): Promise<boolean> {
  const payload = parseToken(token);
  if (!payload) return false;
  const result = await verifySolution({
    challenge: payload.challenge, solution: payload.solution, deriveKey,
    hmacSignatureSecret: await signingKey(ctx.database),
  }).catch(() => null);
  if (!result?.verified || !payload.challenge.parameters.expiresAt) return false;
  const { db } = ctx.database;
  await exec(db, sql`DELETE FROM captcha_usado WHERE expira_em < ${new Date().toISOString()}::timestamptz`);
  // Only one of two racing submissions of the same payload inserts the row.
  const accepted = await one(db, sql`INSERT INTO captcha_usado (assinatura, expira_em)
    VALUES (${payload.challenge.signature!}, ${new Date(payload.challenge.parameters.expiresAt * 1000).toISOString()}::timestamptz)
    ON CONFLICT DO NOTHING RETURNING assinatura`);
  return accepted !== undefined;
}

export interface CaptchaRequirement {
  login: boolean;
  recovery: boolean;
}

/** Activities granted to visitors are the public ones (GET /parametros/funcionalidades). */
export async function captchaRequirement(ctx: AppContext): Promise<CaptchaRequirement> {
  const found = await rows<{ cod: number }>(ctx.database.db, sql`SELECT cod_atividade AS cod FROM atividade
    WHERE publica AND cod_atividade = ANY(${sql.param([ACTIVITY_CAPTCHA_AT_LOGIN, ACTIVITY_NO_CAPTCHA_MODAL])}::int[])`);
  const granted = new Set(found.map((r) => r.cod));
  const login = granted.has(ACTIVITY_CAPTCHA_AT_LOGIN);
  return { login, recovery: login && !granted.has(ACTIVITY_NO_CAPTCHA_MODAL) };
}

/**
 * Throws the §8 'captcha expired or invalid' 422 when the captcha is required here and the
 * token is missing, forged, expired or already used. The password grant calls it before
 * checking the password.
 */
export async function assertCaptcha(ctx: AppContext, token: string | undefined, where: keyof CaptchaRequirement = 'login'): Promise<void> {
  if (!(await captchaRequirement(ctx))[where]) return;
  if (!token || !(await verifyCaptcha(ctx, token))) throw unprocessable(CAPTCHA_INVALID);
}

/** Grants or withdraws an activity for visitors (makes it public); docs/manual/patrons.md "The captcha" shows when and how. */
export async function setVisitorActivity(database: Database, codAtividade: number, granted: boolean): Promise<void> {
  await exec(database.db, sql`UPDATE atividade SET publica = ${granted} WHERE cod_atividade = ${codAtividade}`);
}
