/**
 * The three grants of POST /oauth/token (spec §4, §7) and their failure rules (§8), and
 * the revocation of a session (POST /oauth/revoke, RFC 7009).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { pessoa } from '../../db/schema';
import { HttpError, badRequest, unauthorized, unprocessable } from '../../http/errors';
import { RetryLaterError, assertAddressAllowed, recordAddressFailure } from './address-failures';
import { accountKey, clearAccountFailures, isLocked, recordAccountFailure, secondsToWait } from './account-failures';
import { resolvePerson } from './resolve-person';
import type { AppContext } from '../../context';
import { CAPTCHA_INVALID, captchaRequirement, verifyCaptcha } from '../captcha';
import type { RequestBody, ResponseBody } from '../../http/handlers';

type TokenRequest = RequestBody<'createToken'>;
type TokenResponse = ResponseBody<'createToken'>;

export const BLOCKED_MESSAGE = 'ACESSO_BLOQUEADO';
const WRONG_CREDENTIALS = 'error.login-wrong-credentials';
/** 422 key: the login name means several people; GET /pessoas/duplicadas offers the choice. */
export const CHOOSE_PERSON = 'ESCOLHA_PESSOA';

export async function grantToken(ctx: AppContext, body: TokenRequest, address: string): Promise<TokenResponse> {
  if (String(body.client_id ?? '') !== ctx.config.publicClientId) throw new HttpError(401, 'error.client-unknown');
  switch (body.grant_type) {
    case 'client_credentials': {
      const { token, expiresIn } = await ctx.tokens.issueAccess({ kind: 'public', clientId: ctx.config.publicClientId });
      return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: 'public' };
    }
    case 'password':
      return passwordGrant(ctx, body, address);
    case 'refresh_token': {
      if (!body.refresh_token) throw badRequest('error.refresh-token-required');
      const rotated = await ctx.tokens.rotateRefresh(body.refresh_token);
      if (!rotated) throw unauthorized('error.session-expired');
      const [person] = await ctx.database.db.select().from(pessoa).where(eq(pessoa.codPessoa, rotated.codPessoa));
      if (!person || person.bloqueado) throw unauthorized('error.session-expired');
      return userTokens(ctx, person, rotated.family);
    }
    default:
      throw badRequest('error.grant-type-unsupported');
  }
}

/**
 * `address` is request.ip (see address-failures.ts). Wrong passwords slow down that address
 * for that account and, in great numbers from anywhere, lock the account for a while
 * (account-failures.ts); a solved captcha lets one try through a delay, so the owner
 * behind the same address (a campus network) is not shut out by a guesser there.
 */
async function passwordGrant(ctx: AppContext, body: TokenRequest, address: string): Promise<TokenResponse> {
  const login = (body.username ?? '').trim();
  if (!login || !body.password) throw badRequest('error.login-credentials-required');
  await assertAddressAllowed(ctx, address);
  // Before the password check: without a solved captcha no guess is even tried (activity 1120).
  const captchaRequired = (await captchaRequirement(ctx)).login;
  if (captchaRequired && !(body.recaptcha_token && await verifyCaptcha(ctx, body.recaptcha_token))) throw unprocessable(CAPTCHA_INVALID);
  const person = await resolvePerson(ctx, login, body.categoria?.trim() || undefined);
  if (person === 'ambiguous') throw unprocessable(CHOOSE_PERSON);
  const key = accountKey(person, login);
  const wait = await secondsToWait(ctx, key, address);
  if (wait > 0 && !captchaRequired && !(body.recaptcha_token && await verifyCaptcha(ctx, body.recaptcha_token))) {
    throw new RetryLaterError(wait);
  }
  // Hash even for unknown logins, so timing does not reveal which logins exist.
  const ok = await verify(person?.senhaHash ?? DUMMY_HASH, body.password).catch(() => false);
  if (person && isLocked(person)) throw new HttpError(430, BLOCKED_MESSAGE);
  if (!person || !ok) {
    await recordAddressFailure(ctx, address);
    if (await recordAccountFailure(ctx, key, address, person)) throw new HttpError(430, BLOCKED_MESSAGE);
    throw new HttpError(401, WRONG_CREDENTIALS);
  }
  await clearAccountFailures(ctx, person, address);
  return userTokens(ctx, person);
}

/** A user token and a refresh token of a session: a new one, or `family` when refreshing. */
export async function userTokens(ctx: AppContext, person: Pick<typeof pessoa.$inferSelect, 'codPessoa' | 'login'>, family: string = randomUUID()): Promise<TokenResponse> {
  const { token, expiresIn } = await ctx.tokens.issueAccess({
    kind: 'user', clientId: ctx.config.publicClientId, codPessoa: person.codPessoa, login: person.login, session: family,
  });
  const refresh = await ctx.tokens.issueRefresh(person.codPessoa, family);
  return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, refresh_token: refresh, scope: 'user' };
}

/**
 * POST /oauth/revoke (RFC 7009): ends the session of a refresh token, or of the user
 * access token naming one (its `sid`). Unknown or already revoked tokens answer the same,
 * as the RFC says; access tokens naming the session stop working with it (auth/tokens.ts).
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
