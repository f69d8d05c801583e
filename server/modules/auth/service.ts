/** The three grants of POST /oauth/token (spec §4, §7) and their failure rules (§8). */
import { eq, sql } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { pessoa } from '../../db/schema';
import { HttpError, badRequest, unauthorized, unprocessable } from '../../http/errors';
import { assertAddressAllowed, recordAddressFailure } from './address-failures';
import { resolvePerson } from './resolve-person';
import type { AppContext } from '../../context';
import { assertCaptcha } from '../captcha/service';
import type { RequestBody, ResponseBody } from '../../http/handlers';

type TokenRequest = RequestBody<'createToken'>;
type TokenResponse = ResponseBody<'createToken'>;

export const BLOCKED_MESSAGE = 'ACESSO_BLOQUEADO';
const WRONG_CREDENTIALS = 'Usuário ou senha incorretos';
/** 422 key: the login name means several people; GET /pessoas/duplicadas offers the choice. */
export const CHOOSE_PERSON = 'ESCOLHA_PESSOA';

export async function grantToken(ctx: AppContext, body: TokenRequest, address: string): Promise<TokenResponse> {
  if (String(body.client_id ?? '') !== ctx.config.publicClientId) throw new HttpError(401, 'Cliente desconhecido');
  switch (body.grant_type) {
    case 'client_credentials': {
      const { token, expiresIn } = await ctx.tokens.issueAccess({ kind: 'public', clientId: ctx.config.publicClientId });
      return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: 'public' };
    }
    case 'password':
      return passwordGrant(ctx, body, address);
    case 'refresh_token': {
      if (!body.refresh_token) throw badRequest('refresh_token é obrigatório');
      const rotated = await ctx.tokens.rotateRefresh(body.refresh_token);
      if (!rotated) throw unauthorized('Sessão expirada');
      const [person] = await ctx.database.db.select().from(pessoa).where(eq(pessoa.codPessoa, rotated.codPessoa));
      if (!person || person.bloqueado) throw unauthorized('Sessão expirada');
      return userTokens(ctx, person, rotated.family);
    }
    default:
      throw badRequest('grant_type não suportado');
  }
}

async function passwordGrant(ctx: AppContext, body: TokenRequest, address: string): Promise<TokenResponse> {
  const login = (body.username ?? '').trim();
  if (!login || !body.password) throw badRequest('Informe usuário e senha');
  await assertAddressAllowed(ctx, address);
  // Before the password check: without a solved captcha no guess is even tried (activity 1120).
  await assertCaptcha(ctx, body.recaptcha_token);
  const { db } = ctx.database;
  const person = await resolvePerson(ctx, login, body.categoria?.trim() || undefined);
  if (person === 'ambiguous') throw unprocessable(CHOOSE_PERSON);
  // Hash even for unknown logins, so timing does not reveal which logins exist.
  const ok = await verify(person?.senhaHash ?? DUMMY_HASH, body.password).catch(() => false);
  if (!person) {
    await recordAddressFailure(ctx, address);
    throw new HttpError(401, WRONG_CREDENTIALS);
  }
  if (person.bloqueado) throw new HttpError(430, BLOCKED_MESSAGE);
  if (!ok) {
    await recordAddressFailure(ctx, address);
    const [row] = await db.update(pessoa)
      .set({ falhasLogin: sql`${pessoa.falhasLogin} + 1` })
      .where(eq(pessoa.codPessoa, person.codPessoa))
      .returning({ falhas: pessoa.falhasLogin });
    if (row.falhas >= ctx.config.loginMaxFailures) {
      await db.update(pessoa).set({ bloqueado: true }).where(eq(pessoa.codPessoa, person.codPessoa));
      throw new HttpError(430, BLOCKED_MESSAGE);
    }
    throw new HttpError(401, WRONG_CREDENTIALS);
  }
  if (person.falhasLogin) await db.update(pessoa).set({ falhasLogin: 0 }).where(eq(pessoa.codPessoa, person.codPessoa));
  return userTokens(ctx, person);
}

export async function userTokens(ctx: AppContext, person: typeof pessoa.$inferSelect, family?: string): Promise<TokenResponse> {
  const { token, expiresIn } = await ctx.tokens.issueAccess({
    kind: 'user', clientId: ctx.config.publicClientId, codPessoa: person.codPessoa, login: person.login,
  });
  const refresh = await ctx.tokens.issueRefresh(person.codPessoa, family);
  return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, refresh_token: refresh, scope: 'user' };
}

/** argon2id hash of a random string: verifying against it always fails, in normal time. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0a6PqPh5rTY5dBNgyQmcdY2OP2CzT9TDDqTqzWzDo+8';
