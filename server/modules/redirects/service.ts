/**
 * The redirect calls (spec §7 GET /pessoas/meu-pergamum/redirect, GET
 * /pessoas/token-redireciona, POST /pessoas/postagem-trabalho/redirect): each leads to an
 * address the institution configures in its parameter bag (instituicao.dados.parametros),
 * and carries the session there as a short-lived HS256 token signed with the server's key
 * (chave_servidor 'jwt', or JWT_SECRET) — a different audience and type from access tokens,
 * so one can never stand in for the other, and never the patron's password. With no
 * address configured the call says so (404 with a message).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { AppContext } from '../../context';
import { chaveServidor, instituicao, pessoa } from '../../db/schema';
import { notFound, unauthorized } from '../../http/errors';

/** Where each redirect leads: the parameter naming the address. */
export const REDIRECT_PARAMETERS = {
  personalArea: '__url_area_pessoal',
  workPosting: '__url_postagem_trabalho',
  redirectToken: '__url_token_redireciona',
} as const;
export type RedirectKind = keyof typeof REDIRECT_PARAMETERS;

export const REDIRECT_TOKEN_SECONDS = 300;
export const REDIRECT_TOKEN_TYPE = 'redirect+jwt';

const NOT_CONFIGURED: Record<RedirectKind, string> = {
  personalArea: 'A biblioteca não configurou um endereço externo para a área pessoal.',
  workPosting: 'A biblioteca não configurou a postagem de trabalhos.',
  redirectToken: 'A biblioteca não configurou um módulo que receba a sessão.',
};

async function configuredAddress(ctx: AppContext, kind: RedirectKind): Promise<string> {
  const [row] = await ctx.database.db.select({ dados: instituicao.dados }).from(instituicao).where(eq(instituicao.id, 1));
  const parametros = (row?.dados as { parametros?: Record<string, unknown> } | undefined)?.parametros ?? {};
  const address = parametros[REDIRECT_PARAMETERS[kind]];
  // Only web addresses leave the server, whatever was configured.
  if (typeof address !== 'string' || !/^https?:\/\/[^\s]+$/i.test(address.trim())) throw notFound(NOT_CONFIGURED[kind]);
  return address.trim();
}

async function signingKey(ctx: AppContext): Promise<Uint8Array> {
  if (ctx.config.jwtSecret) return new TextEncoder().encode(ctx.config.jwtSecret);
  const [row] = await ctx.database.db.select().from(chaveServidor).where(eq(chaveServidor.nome, 'jwt'));
  if (!row) throw new Error('no signing key');
  return new TextEncoder().encode(row.valor);
}

/** A token naming the person for `audience`, valid REDIRECT_TOKEN_SECONDS. */
export async function redirectToken(ctx: AppContext, codPessoa: number, kind: RedirectKind) {
  const audience = await configuredAddress(ctx, kind);
  const [person] = await ctx.database.db.select({ login: pessoa.login, nome: pessoa.nome }).from(pessoa).where(eq(pessoa.codPessoa, codPessoa));
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
