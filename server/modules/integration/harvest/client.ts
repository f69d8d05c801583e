/**
 * The harvester's HTTP: one GET with a timeout, retried with exponential backoff when the
 * partner is unreachable, times out or answers 429/5xx; a Retry-After (seconds or an HTTP
 * date) is honoured, up to `maxWaitMs`. Other answers (404, 401…) fail at once.
 */
export type FetchLike = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

export interface HttpOptions {
  fetch?: FetchLike;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  maxWaitMs: number;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (info: { url: string; attempt: number; waitMs: number; reason: string }) => void;
}

export class HarvestHttpError extends Error {
  constructor(message: string, readonly status: number | null) { super(message); }
}

const RETRIABLE = new Set([408, 425, 429, 500, 502, 503, 504]);
const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Milliseconds a Retry-After header asks for, or null. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export async function getText(url: string, options: HttpOptions): Promise<string> {
  const doFetch = options.fetch ?? ((u, init) => fetch(u, init));
  const sleep = options.sleep ?? sleepFor;
  for (let attempt = 0; ; attempt += 1) {
    let reason: string;
    let wait = options.backoffMs * 2 ** attempt;
    try {
      const response = await doFetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: 'text/xml, application/xml;q=0.9, */*;q=0.1', 'user-agent': 'biblioteca-catalogo harvester (OAI-PMH 2.0)' },
      });
      if (response.ok) return await response.text();
      if (!RETRIABLE.has(response.status)) throw new HarvestHttpError(`HTTP ${response.status} from ${url}`, response.status);
      reason = `HTTP ${response.status}`;
      const asked = retryAfterMs(response.headers.get('retry-after'));
      if (asked !== null) wait = asked;
      await response.body?.cancel().catch(() => undefined);
    } catch (error) {
      if (error instanceof HarvestHttpError) throw error;
      reason = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? `no answer within ${options.timeoutMs / 1000} s` : `unreachable (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)})`;
    }
    if (attempt >= options.retries) throw new HarvestHttpError(`${url}: ${reason}, ${attempt + 1} attempts`, null);
    if (wait > options.maxWaitMs) throw new HarvestHttpError(`${url}: ${reason}; asked to wait ${Math.round(wait / 1000)} s, more than ${Math.round(options.maxWaitMs / 1000)} s`, null);
    options.onRetry?.({ url, attempt: attempt + 1, waitMs: wait, reason });
    await sleep(wait);
  }
}
