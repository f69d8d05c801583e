/**
 * The one place every absolute address the server writes comes from (mail, PDFs, the
 * calendar feed, the sign-on return addresses). A client's `Host` header never counts: a
 * forged one would put a third party's address into the library's own mail.
 *
 * 1. PUBLIC_URL, when set (always in production: the server does not start without it,
 *    config.ts startupProblem);
 * 2. else, under TRUST_PROXY, the trusted proxy's X-Forwarded-Host / X-Forwarded-Proto
 *    (Fastify believes them only from a peer TRUST_PROXY names; "any peer" is refused);
 * 3. else the address the server listens on (HOST, PORT; a wildcard HOST reads localhost).
 */
import type { Config } from '../config';

/** What of a Fastify request this needs (tests hand in plain objects). */
export interface RequestOrigin {
  protocol: string;
  /** The client's address as Fastify derives it under TRUST_PROXY. */
  ip: string;
  socket: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

/** A host name or IP literal with an optional port: nothing that could carry a path or user. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

type Settings = Pick<Config, 'publicUrl' | 'trustProxy' | 'host' | 'port'>;

const lastEntry = (value: string | string[] | undefined) => {
  const text = Array.isArray(value) ? value[value.length - 1] : value;
  return text?.split(',').pop()?.trim() ?? '';
};

/** The listening address as a base: what a server without PUBLIC_URL or a proxy is reached at. */
export function listeningBase({ host, port }: Pick<Config, 'host' | 'port'>): string {
  const name = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function publicBase(config: Settings, req: RequestOrigin): string {
  if (config.publicUrl) return config.publicUrl;
  // The peer is a trusted proxy when Fastify took the client's address from its
  // X-Forwarded-For (an untrusted peer's own address always counts): only then its
  // X-Forwarded-Host is believed. A proxy that forwards the host forwards the client too.
  const viaTrustedProxy = config.trustProxy !== false && req.ip !== req.socket.remoteAddress;
  // Its X-Forwarded-Host, else the Host it passed on (a proxy that sets it, as nginx's $host).
  const host = viaTrustedProxy ? lastEntry(req.headers['x-forwarded-host']) || lastEntry(req.headers.host) : '';
  if (HOST.test(host)) return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
  return listeningBase(config);
}

/** The site's address where no request is at hand (scheduled jobs' mail): PUBLIC_URL, else the listening address. */
export const siteBase = (config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string => config.publicUrl ?? listeningBase(config);
