/**
 * The redirect calls (spec §7 GET /pessoas/meu-pergamum/redirect, GET
 * /pessoas/token-redireciona, POST /pessoas/postagem-trabalho/redirect): each leads to an
 * address the institution configures in its parameter bag (instituicao.dados.parametros),
 * and carries the session there as a short-lived HS256 token signed with a key of its own
 * (REDIRECT_TOKEN_SECRET, shared with the receiving modules; else chave_servidor 'redirect',
 * made on first use), never the access tokens' key: a module that checks redirect tokens
 * cannot mint access tokens, and neither kind of token verifies as the other. Its header
 * says `typ: redirect+jwt` and verifyRedirectToken checks it. Never the patron's password.
 * With no address configured the call says so (404 with a message).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { AppContext } from '../../../context';
import { one } from '../../../db/query';
import { serverKey } from '../../../core/server-keys';
import { notFound, unauthorized, type MessageKey } from '../../../http/errors';

/** Where each redirect leads: the parameter naming the address. */
export const REDIRECT_PARAMETERS = {
  personalArea: '__url_area_pessoal',
  workPosting: '__url_postagem_trabalho',
  redirectToken: '__url_token_redireciona',
} as const;
export type RedirectKind = keyof typeof REDIRECT_PARAMETERS;

export const REDIRECT_TOKEN_SECONDS = 300;
export const REDIRECT_TOKEN_TYPE = 'redirect+jwt';

const NOT_CONFIGURED: Record<RedirectKind, MessageKey> = {
  personalArea: 'error.redirect-personal-area-not-configured',
  workPosting: 'error.redirect-work-posting-not-configured',
  redirectToken: 'error.redirect-token-not-configured',
};

async function configuredAddress(ctx: AppContext, kind: RedirectKind): Promise<string> {
  const row = await one<{ dados: unknown }>(ctx.database.db, sql`SELECT dados FROM instituicao WHERE id = 1`);
  const parametros = (row?.dados as { parametros?: Record<string, unknown> } | undefined)?.parametros ?? {};
  const address = parametros[REDIRECT_PARAMETERS[kind]];
  // Only web addresses leave the server, whatever was configured.
  if (typeof address !== 'string' || !/^https?:\/\/[^\s]+$/i.test(address.trim())) throw notFound(NOT_CONFIGURED[kind]);
  return address.trim();
}

/** The redirect tokens' own key: REDIRECT_TOKEN_SECRET, else one made once and kept for every node. */
async function signingKey(ctx: AppContext): Promise<Uint8Array> {
  if (ctx.config.redirectTokenSecret) return new TextEncoder().encode(ctx.config.redirectTokenSecret);
  return new TextEncoder().encode(await serverKey(ctx.database, 'redirect', () => randomBytes(48).toString('base64url')));
}

/** A token naming the person for `audience`, valid REDIRECT_TOKEN_SECONDS. */
export async function redirectToken(ctx: AppContext, codPessoa: number, kind: RedirectKind) {
  const audience = await configuredAddress(ctx, kind);
  const person = await one<{ login: string; nome: string }>(ctx.database.db, sql`SELECT login, nome FROM pessoa WHERE cod_pessoa = ${codPessoa}`);
  if (!person) throw unauthorized();
  const expires = new Date(Date.now() + REDIRECT_TOKEN_SECONDS * 1000);
  const token = await new SignJWT({ login: person.login, nome: person.nome, scope: 'redirect' })
    .setProtectedHeader({ alg: 'HS256', typ: REDIRECT_TOKEN_TYPE })
    .setSubject(String(codPessoa))
    .setAudience(audience)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(await signingKey(ctx));
  return { audience, token, expires };
}

/** The configured address with the token in its `token` query parameter. */
export async function redirectUrl(ctx: AppContext, codPessoa: number, kind: RedirectKind): Promise<{ url: string }> {
  const { audience, token } = await redirectToken(ctx, codPessoa, kind);
  const url = new URL(audience);
  url.searchParams.set('token', token);
  return { url: url.toString() };
}

/**
 * What a receiving module checks (and the tests with it): our key, the redirect type, its
 * audience, not expired. The person's code, or null for anything else (an access token too).
 */
export async function verifyRedirectToken(ctx: AppContext, token: string, audience: string): Promise<number | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, await signingKey(ctx), {
      algorithms: ['HS256'], typ: REDIRECT_TOKEN_TYPE, audience,
    });
    return protectedHeader.typ === REDIRECT_TOKEN_TYPE && payload.scope === 'redirect' ? Number(payload.sub) : null;
  } catch {
    return null;
  }
}
