// The API client's side of the early answers: what the build's early script
// (src/lib/startup/prefetch-first-data.ts, served as /prefetch-first-data.js) asked for before
// the app's code arrived: a visitor's token, the header's settings and, on a title page, the
// record. Each is taken once, only for the same request in the same language; a missing,
// failed or not-OK answer is asked for again by the caller.

import type { FirstData } from '../lib/startup/prefetch-first-data';

export type { FirstData };

async function isVisitorTokenRequest(request: Request, tokenPath: string): Promise<boolean> {
  if (request.method !== 'POST' || new URL(request.url).pathname !== tokenPath) return false;
  try {
    return (JSON.parse(await request.clone().text()) as { grant_type?: unknown }).grant_type === 'client_credentials';
  } catch {
    return false;
  }
}

/**
 * The early answer to `request`, or undefined when there is none to take. `tokenPath` is
 * the token endpoint's path, e.g. '/api/oauth/token'.
 */
export async function takeFirstData(request: Request, tokenPath: string, source: FirstData | undefined): Promise<Response | undefined> {
  if (!source || request.headers.get('lang') !== source.lang) return undefined;
  const url = new URL(request.url);
  if (typeof location !== 'undefined' && url.origin !== location.origin) return undefined;
  let answer: Promise<Response> | undefined;
  if (request.method === 'GET' && !url.search) {
    answer = source.get[url.pathname];
    delete source.get[url.pathname];
  } else if (source.token && (await isVisitorTokenRequest(request, tokenPath))) {
    answer = source.token;
    source.token = undefined;
  }
  if (!answer) return undefined;
  try {
    const response = await answer;
    return response.ok && !response.bodyUsed ? response : undefined;
  } catch {
    return undefined;
  }
}

/** A fetch that first looks for an early answer in `window.__firstData`. */
export function withFirstData(fetch: (request: Request) => Promise<Response>, tokenPath: string) {
  return async (request: Request): Promise<Response> => {
    const source = typeof window === 'undefined' ? undefined : window.__firstData;
    if (!source) return fetch(request);
    return (await takeFirstData(request, tokenPath, source)) ?? fetch(request);
  };
}

/**
 * Drops the early answers nobody took (main.tsx, once the first page is shown): they were
 * for that page only, e.g. the visitor's token when a patron's session was stored, and
 * later requests then go straight to the network.
 */
export function forgetFirstData(): void {
  if (typeof window !== 'undefined') delete window.__firstData;
}
