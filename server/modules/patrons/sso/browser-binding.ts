/**
 * Binds an external sign-in to the browser that started it (issue 33, docs/manual/security.md).
 * Starting a sign-in sets a random secret in an HttpOnly, SameSite=Lax cookie scoped to the
 * protocol's addresses (/api/oidc, /api/saml); sso_estado keeps only its hash. The browser
 * that comes back from the provider must carry it, or the provider's answer is refused
 * unread; the nonce is then redeemed only with it too. So a link started by one browser and
 * finished in another (a patron tricked into finishing an attacker's sign-in) opens nothing.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { sha256Hex } from '../../../core/hash';
import { publicBase } from './identity';

/** One name per protocol, each scoped to its own path: never sent with any other call. */
const cookieName = (protocolo: Protocol) => `catalogo_sso_${protocolo}`;
/** A secret bindingFor() made: 32 random bytes, 43 base64url characters. */
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;
/** As long as the longest sign-in lives (state.ts's START_TTL_MS): every start renews it. */
const MAX_AGE_SECONDS = 10 * 60;

/** The two external sign-in protocols (sso_estado.protocolo). */
export type Protocol = 'oidc' | 'saml';

export const bindingHash = (secret: string) => sha256Hex(`sso-binding:${secret}`);

/** The binding secret this request's browser carries for `protocolo`, or null. */
export function browserSecret(req: FastifyRequest, protocolo: Protocol): string | null {
  const prefix = `${cookieName(protocolo)}=`;
  for (const part of req.headers.cookie?.split(';') ?? []) {
    const value = part.trim();
    if (value.startsWith(prefix) && WELL_FORMED.test(value.slice(prefix.length))) return value.slice(prefix.length);
  }
  return null;
}

/**
 * The secret a new sign-in is bound to: the browser's own when it already carries one (two
 * tabs signing in at once both finish), else a fresh one. `setCookie` is called only once
 * the sign-in is stored, so a GET run again on the primary (read-routing) sets it once.
 */
export function bindingFor(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, protocolo: Protocol) {
  const secret = browserSecret(req, protocolo) ?? randomBytes(32).toString('base64url');
  return {
    hash: bindingHash(secret),
    setCookie() {
      // The browser's view of our addresses: PUBLIC_URL or the trusted proxy's, as the provider's return address.
      const site = new URL(publicBase(ctx, req));
      const path = `${site.pathname.replace(/\/+$/, '')}/api/${protocolo}`;
      const secure = site.protocol === 'https:' ? '; Secure' : '';
      reply.header('set-cookie', `${cookieName(protocolo)}=${secret}; Path=${path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
    },
  };
}

/** Whether this request's browser is the one the sign-in was bound to. */
export function isBoundBrowser(req: FastifyRequest, protocolo: Protocol, dados: Record<string, unknown>): boolean {
  const secret = browserSecret(req, protocolo);
  const stored = dados.vinculo;
  if (!secret || typeof stored !== 'string') return false;
  const [a, b] = [Buffer.from(bindingHash(secret)), Buffer.from(stored)];
  return a.length === b.length && timingSafeEqual(a, b);
}
