/**
 * The three grants of POST /oauth/token (spec §4, §7) and their failure rules (§8), and
 * the revocation of a session (POST /oauth/revoke, RFC 7009).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { one } from '../../../db/query';
import { HttpError, badRequest, unauthorized, unprocessable, type MessageKey } from '../../../http/errors';
import { publicBase } from '../../../http/public-url';
import { RetryLaterError, addressNeedsCaptcha, recordAddressFailure } from './address-failures';
import { accountKey, claimTry, clearAccountFailures, failReservedTry, isLocked, reserveAccountTry, restartWait } from './account-failures';
import { knownDevice, rememberDevice } from './devices';
import { liveUnlock, offerUnlock, spendUnlock } from './unlock';
import { resolvePerson, type Person } from './resolve-person';
import type { AppContext } from '../../../context';
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED, captchaRequirement, verifyCaptcha } from '../captcha';
import type { RequestBody, ResponseBody } from '../../../http/handlers';

type TokenRequest = RequestBody<'createToken'>;
type TokenResponse = ResponseBody<'createToken'>;

/** Who is asking: request.ip (see address-failures.ts), the lang header, the site's address (for the unlock link). */
export interface SignInClient {
  address: string;
  lang: '1' | '3' | '5';
  origin: string;
}

/**
 * req.ip is the forwarded address only when the peer is a trusted proxy (TRUST_PROXY); the
 * site's address is PUBLIC_URL or the trusted proxy's (http/public-url.ts), never the Host.
 */
export function signInClient(ctx: AppContext, req: FastifyRequest, lang: SignInClient['lang']): SignInClient {
  return { address: req.ip, lang, origin: publicBase(ctx.config, req) };
}

export const BLOCKED_MESSAGE = 'ACESSO_BLOQUEADO';
const WRONG_CREDENTIALS = 'error.login-wrong-credentials';
/** 422 key: the login name means several people; GET /pessoas/duplicadas offers the choice. */
export const CHOOSE_PERSON = 'ESCOLHA_PESSOA';

export async function grantToken(ctx: AppContext, body: TokenRequest, client: SignInClient): Promise<TokenResponse> {
  if (String(body.client_id ?? '') !== ctx.config.publicClientId) throw new HttpError(401, 'error.client-unknown');
  switch (body.grant_type) {
    case 'client_credentials': {
      const { token, expiresIn } = await ctx.tokens.issueAccess({ kind: 'public', clientId: ctx.config.publicClientId });
      return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: 'public' };
    }
    case 'password':
      return passwordGrant(ctx, body, client);
    case 'refresh_token': {
      if (!body.refresh_token) throw badRequest('error.refresh-token-required');
      const rotated = await ctx.tokens.rotateRefresh(body.refresh_token);
      if (!rotated) throw unauthorized('error.session-expired');
      const person = await personById(ctx, rotated.codPessoa);
      if (!person || person.bloqueado) throw unauthorized('error.session-expired');
      return userTokens(ctx, person, rotated.family, rotated.refreshToken);
    }
    default:
      throw badRequest('error.grant-type-unsupported');
  }
}

/** What sign-in reads of a person, named as drizzle's schema names it (as resolve-person.ts answers). */
type SignInPerson = Pick<Person, 'codPessoa' | 'login' | 'nome' | 'email' | 'bloqueado' | 'bloqueadoAte' | 'falhasLogin' | 'senhaHash'>;

async function personById(ctx: AppContext, codPessoa: number): Promise<SignInPerson | undefined> {
  return one<SignInPerson>(ctx.database.db, sql`SELECT cod_pessoa AS "codPessoa", login, nome, email, bloqueado,
      bloqueado_ate AS "bloqueadoAte", falhas_login AS "falhasLogin", senha_hash AS "senhaHash"
    FROM pessoa WHERE cod_pessoa = ${codPessoa}`);
}

/**
 * The password grant. Wrong passwords slow down that (account, address) and, in great
 * numbers from anywhere, lock the account for a while (account-failures.ts). Only the
 * owner's proof passes the lock: a known device (`device_token`) or the unlock link
 * mailed to the owner (`unlock_code`). A solved captcha does not (issue 33): it is cheap
 * to solve by machine, so with it a locked account would still answer 401 or 200 to every
 * guess; while locked, an unproven client gets the 430 and its password is not checked.
 * An address past its failures must solve the captcha (address-failures.ts); a known
 * device need not.
 */
async function passwordGrant(ctx: AppContext, body: TokenRequest, client: SignInClient): Promise<TokenResponse> {
  const login = (body.username ?? '').trim();
  if (!login || !body.password) throw badRequest('error.login-credentials-required');
  // A captcha solution is good once: verified at most once per request, when first needed.
  let captchaSolved: Promise<boolean> | undefined;
  const captcha = () => (captchaSolved ??= body.recaptcha_token ? verifyCaptcha(ctx, body.recaptcha_token) : Promise.resolve(false));
  // Before the password check: without a solved captcha no guess is even tried (activity 1120).
  if ((await captchaRequirement(ctx)).login && !(await captcha())) throw unprocessable(CAPTCHA_INVALID);
  const person = await resolvePerson(ctx, login, body.categoria?.trim() || undefined);
  if (person === 'ambiguous') throw unprocessable(CHOOSE_PERSON);
  const device = person ? await knownDevice(ctx, person.codPessoa, body.device_token) : null;
  if (device === null && await addressNeedsCaptcha(ctx, client.address)) {
    if (!body.recaptcha_token) throw unprocessable(CAPTCHA_REQUIRED);
    if (!(await captcha())) throw unprocessable(CAPTCHA_INVALID);
  }
  // An administrator's block (or LOGIN_LOCK_MINUTES=0) is no stranger's doing: nothing passes it.
  if (person?.bloqueado) throw new HttpError(430, BLOCKED_MESSAGE);
  const unlock = person && device === null && isLocked(person) ? await liveUnlock(ctx, person.codPessoa, body.unlock_code) : null;
  const ownerProven = device !== null || unlock !== null;
  if (person && isLocked(person) && !ownerProven) throw new HttpError(430, BLOCKED_MESSAGE);
  const key = accountKey(person, login);
  // A known device counts its own tries, apart from the address a guesser may share.
  const slot = device !== null ? `d:${device}` : client.address;
  const passDelay = !!body.recaptcha_token && await captcha();
  const wait = await claimTry(ctx, key, slot, passDelay);
  if (wait > 0) throw new RetryLaterError(wait);
  // The account's try is reserved before the check: the lock a concurrent try just set, or
  // the last tries before it already taken, refuse this one unchecked.
  const tries = person ? await reserveAccountTry(ctx, person, ownerProven) : 0;
  if (tries === null) throw new HttpError(430, BLOCKED_MESSAGE);
  // Hash even for unknown logins, so timing does not reveal which logins exist.
  const ok = await verify(person?.senhaHash ?? DUMMY_HASH, body.password).catch(() => false);
  if (!person || !ok) {
    await restartWait(ctx, key, slot);
    await recordAddressFailure(ctx, client.address);
    if (person && await failReservedTry(ctx, person, tries)) {
      await offerUnlock(ctx, person, client.lang, client.origin);
      throw new HttpError(430, BLOCKED_MESSAGE);
    }
    throw new HttpError(401, WRONG_CREDENTIALS);
  }
  if (unlock !== null && !(await spendUnlock(ctx, unlock))) throw new HttpError(430, BLOCKED_MESSAGE);
  await clearAccountFailures(ctx, person, slot);
  const deviceToken = await rememberDevice(ctx, person.codPessoa, device !== null ? { id: device, token: body.device_token! } : null);
  return { ...(await userTokens(ctx, person)), device_token: deviceToken };
}

/**
 * The current password of a signed-in person (PUT /pessoas/meu-pergamum/senha, the e-mail
 * change of personal data): the same delays and lock as sign-in, and its failures count
 * with sign-in's, so a stolen session cannot guess at full speed. Throws 430 while the
 * account is locked, 429 while the address must wait, `wrongKey` (422) for a wrong one.
 */
export async function checkCurrentPassword(
  ctx: AppContext, codPessoa: number, password: string, client: SignInClient, wrongKey: MessageKey,
): Promise<void> {
  const person = await personById(ctx, codPessoa);
  if (!person) throw unauthorized();
  if (isLocked(person)) throw new HttpError(430, BLOCKED_MESSAGE);
  const key = accountKey(person, person.login);
  const wait = await claimTry(ctx, key, client.address, false);
  if (wait > 0) throw new RetryLaterError(wait);
  const tries = await reserveAccountTry(ctx, person, false);
  if (tries === null) throw new HttpError(430, BLOCKED_MESSAGE);
  if (!(await verify(person.senhaHash, password).catch(() => false))) {
    await restartWait(ctx, key, client.address);
    await recordAddressFailure(ctx, client.address);
    if (await failReservedTry(ctx, person, tries)) {
      await offerUnlock(ctx, person, client.lang, client.origin);
      throw new HttpError(430, BLOCKED_MESSAGE);
    }
    throw unprocessable(wrongKey);
  }
  await clearAccountFailures(ctx, person, client.address);
}

/** A user token and a refresh token of a session: a new one, or `family` when refreshing (with its successor). */
export async function userTokens(
  ctx: AppContext, person: Pick<Person, 'codPessoa' | 'login'>, family: string = randomUUID(), refresh?: string,
): Promise<TokenResponse> {
  const { token, expiresIn } = await ctx.tokens.issueAccess({
    kind: 'user', clientId: ctx.config.publicClientId, codPessoa: person.codPessoa, login: person.login, session: family,
  });
  const refreshToken = refresh ?? await ctx.tokens.issueRefresh(person.codPessoa, family);
  return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, refresh_token: refreshToken, scope: 'user' };
}

/**
 * POST /oauth/revoke (RFC 7009): ends the session of a refresh token, or of the user
 * access token naming one (its `sid`). Unknown or already revoked tokens answer the same,
 * as the RFC says; access tokens naming the session stop working with it (auth/tokens.ts).
 * The device token is not touched: logging out does not make the device a stranger.
 */
export async function revokeToken(ctx: AppContext, body: { token: string; client_id?: string }): Promise<void> {
  if (String(body.client_id ?? '') !== ctx.config.publicClientId) throw new HttpError(401, 'error.client-unknown');
  const token = body.token.trim();
  if (!token || await ctx.tokens.revokeRefresh(token)) return;
  const caller = await ctx.tokens.verifyAccess(token);
  if (caller?.kind === 'user' && caller.session) await ctx.tokens.revokeSession(caller.codPessoa, caller.session);
}

/** argon2id hash of a random string: verifying against it always fails, in normal time. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0a6PqPh5rTY5dBNgyQmcdY2OP2CzT9TDDqTqzWzDo+8';
