/**
 * The wire to the third-party providers (docs/manual/api.md "Third-party providers"). Each one is a
 * base address and a key from the environment (server/config.ts `providers`); the server
 * asks it, never the browser, so keys and the patron's CPF never reach the page:
 *
 *   POST {url}/acesso   {documento, cpf, nome, email, login, sessionid?} → 200 {url, campos?}
 *   GET  {url}/produtos?termo=…                                          → 200 [TargetProduct]
 *   GET  {url}/eventos                                                   → 200 [Event]
 *
 * with `Authorization: Bearer <key>` when a key is set. Unset: the §8 'automatic access not
 * configured'; 404: 'document not available'; 401/403: 'supplier data not found'; no answer,
 * a timeout, a 5xx or an answer of another shape: 'connection or access denied'.
 */
import type { ProviderConfig } from '../../../config';
import { unprocessable, type MessageKey } from '../../../http/errors';

export const NOT_CONFIGURED: MessageKey = 'ACESSO_AUTOMATICO_NAO_CONFIGURADO';

async function call(provider: ProviderConfig, path: string, timeoutMs: number, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body) headers['content-type'] = 'application/json';
  if (provider.key) headers.authorization = `Bearer ${provider.key}`;
  return fetch(`${provider.url}${path}`, { ...init, headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
}

const isWebAddress = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/\S+$/i.test(value);

export interface AccessRequest { documento: string; cpf: string; nome: string; email: string | null; login: string; sessionid?: string }
export interface Access { url: string; campos?: Record<string, string> }

export async function requestAccess(provider: ProviderConfig, timeoutMs: number, request: AccessRequest, unavailable: MessageKey): Promise<Access> {
  let res: Response;
  try {
    res = await call(provider, '/acesso', timeoutMs, { method: 'POST', body: JSON.stringify(request) });
  } catch {
    throw unprocessable(unavailable);
  }
  if (res.status === 404) throw unprocessable('error.document-unavailable');
  if (res.status === 401 || res.status === 403) throw unprocessable('error.ebook-supplier-not-found');
  if (!res.ok) throw unprocessable(unavailable);
  const body = (await res.json().catch(() => null)) as { url?: unknown; campos?: unknown } | null;
  if (!body || !isWebAddress(body.url)) throw unprocessable(unavailable);
  const campos = body.campos && typeof body.campos === 'object' && !Array.isArray(body.campos)
    ? Object.fromEntries(Object.entries(body.campos as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<string, string>
    : undefined;
  return { url: body.url, campos };
}

/** A provider's JSON list; the unavailable key when it cannot be had. */
export async function fetchList(provider: ProviderConfig, path: string, timeoutMs: number, unavailable: MessageKey): Promise<unknown[]> {
  try {
    const res = await call(provider, path, timeoutMs);
    if (!res.ok) throw new Error(String(res.status));
    const body: unknown = await res.json();
    if (!Array.isArray(body)) throw new Error('not a list');
    return body;
  } catch {
    throw unprocessable(unavailable);
  }
}
