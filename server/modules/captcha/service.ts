/**
 * The self-hosted captcha (ALTCHA proof of work): challenges signed with a key every API
 * node shares, verification of the solved payload (`recaptcha_token`, spec §7) with
 * replay protection, and when it is required (activities 1120 and 107, spec §6).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppContext } from '../../context';
import type { ResponseBody } from '../../http/handlers';
import type { Database } from '../../db/connect';
import { atividade, captchaUsado, chaveServidor } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { configSection } from '../../context';

export const CAPTCHA_INVALID = 'error.captcha-invalid';
/** 422 key: sign-ins from this address must solve the captcha now (issue 21: past its failures). */
export const CAPTCHA_REQUIRED = 'error.captcha-required';
export const ACTIVITY_CAPTCHA_AT_LOGIN = 1120;
/** Spec §6: "disables the captcha-modal behaviour" — here, the captcha of the recovery mode. */
export const ACTIVITY_NO_CAPTCHA_MODAL = 107;

export type { CaptchaSettings } from '../../config';

/** The proof of work's settings (CAPTCHA_* in server/config.ts); tests ease them per app. */
export const captchaSettings = configSection('captcha');

const keys = new WeakMap<Database, Promise<string>>();

/** The HMAC key, generated once and kept in chave_servidor like the JWT key. */
function signingKey(database: Database): Promise<string> {
  let key = keys.get(database);
  if (!key) {
    key = (async () => {
      // Every API node shares one key: the first to need it stores it, the others read it.
      await database.db.insert(chaveServidor).values({ nome: 'captcha', valor: randomBytes(48).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await database.db.select().from(chaveServidor).where(eq(chaveServidor.nome, 'captcha'));
      return row.valor;
    })();
    keys.set(database, key);
  }
  return key;
}

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
  await db.delete(captchaUsado).where(lt(captchaUsado.expiraEm, new Date()));
  // Only one of two racing submissions of the same payload inserts the row.
  const accepted = await db.insert(captchaUsado)
    .values({ assinatura: payload.challenge.signature!, expiraEm: new Date(payload.challenge.parameters.expiresAt * 1000) })
    .onConflictDoNothing().returning({ assinatura: captchaUsado.assinatura });
  return accepted.length === 1;
}

export interface CaptchaRequirement {
  login: boolean;
  recovery: boolean;
}

/** Activities granted to visitors are the public ones (GET /parametros/funcionalidades). */
export async function captchaRequirement(ctx: AppContext): Promise<CaptchaRequirement> {
  const rows = await ctx.database.db.select({ cod: atividade.codAtividade }).from(atividade)
    .where(and(eq(atividade.publica, true), inArray(atividade.codAtividade, [ACTIVITY_CAPTCHA_AT_LOGIN, ACTIVITY_NO_CAPTCHA_MODAL])));
  const granted = new Set(rows.map((r) => r.cod));
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

/** Grants or withdraws an activity for visitors (makes it public); README "The captcha" shows when and how. */
export async function setVisitorActivity(database: Database, codAtividade: number, granted: boolean): Promise<void> {
  await database.db.update(atividade).set({ publica: granted }).where(eq(atividade.codAtividade, codAtividade));
}
