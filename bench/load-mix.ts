/**
 * The load benchmark's mix (bench/load.ts): what a catalogue's busy hour asks for, drawn
 * per request. Searches are the bench's queries (bench/queries.ts) drawn with a Zipf
 * distribution (a few searches are very popular, most are rare), 20% of them narrowed by
 * a facet filter; title pages and autocomplete; and a signed-in share: sign-ins of demo
 * patrons, their current loans, renewals. Every kind names the answers it may get; any
 * other answer is an error of the run.
 */
import { createRandom, type Random } from '../server/seed/random';
import type { BenchQuery } from './queries';

export type Kind = 'search' | 'search+facet' | 'title' | 'autocomplete' | 'sign-in' | 'loans' | 'renew';

/** Shares of the mix in percent (they add up to 100). */
export const MIX: Record<Kind, number> = {
  search: 52, 'search+facet': 13, title: 10, autocomplete: 5, 'sign-in': 4, loans: 11, renew: 5,
};

/** Answers each kind may get in a healthy run (renewals refuse per loan inside a 200; 422 for "nothing to renew"). */
export const EXPECTED: Record<Kind, number[]> = {
  search: [200], 'search+facet': [200], title: [200], autocomplete: [200], 'sign-in': [200], loans: [200], renew: [200, 422],
};

/** Draws ranks 0..n-1 with P(rank r) ∝ 1 / (r + 1)^s. */
export function zipf(n: number, s = 1): (random: Random) => number {
  const cdf: number[] = [];
  let total = 0;
  for (let r = 0; r < n; r++) cdf.push((total += 1 / (r + 1) ** s));
  return (random) => {
    const x = random.next() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export interface Session { access: string }

export interface MixInput {
  queries: BenchQuery[];
  titleIds: number[];
  patrons: string[];
  password: string;
  publicToken: string;
  clientId: string;
}

export interface Planned {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The mix as a request planner: `next()` plans one request; `signedIn()` hands it a session a sign-in answered. */
export function createMix(input: MixInput, seed = 11) {
  const random = createRandom(seed);
  const kinds = Object.keys(MIX) as Kind[];
  const cumulative: number[] = [];
  kinds.reduce((sum, k) => { cumulative.push(sum + MIX[k]); return sum + MIX[k]; }, 0);
  const queryRank = zipf(input.queries.length);
  const titleRank = zipf(input.titleIds.length);
  const filters = input.queries.flatMap((q) => q.filtros);
  const sessions: Session[] = [];
  const publicHeaders = { authorization: `Bearer ${input.publicToken}`, lang: '1' };
  let patron = 0;

  const search = (withFilter: boolean): string => {
    const q = input.queries[queryRank(random)];
    const params = new URLSearchParams({ termo: q.termo, tipo: q.tipo });
    if (withFilter) params.append('filtro', q.filtros[0] ?? filters[random.int(0, filters.length - 1)]);
    return `/api/consulta?${params}`;
  };
  const signIn = (): Planned => {
    const username = input.patrons[patron++ % input.patrons.length];
    const body = new URLSearchParams({ grant_type: 'password', client_id: input.clientId, username, password: input.password });
    return { kind: 'sign-in', method: 'POST', path: '/api/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded', lang: '1' }, body: body.toString() };
  };

  return {
    next(): Planned {
      const x = random.next() * 100;
      let kind = kinds[cumulative.findIndex((c) => x < c)] ?? 'search';
      // A patron's calls need a session: until sign-ins have answered, sign in first.
      if ((kind === 'loans' || kind === 'renew') && sessions.length === 0) kind = 'sign-in';
      switch (kind) {
        case 'search': return { kind, method: 'GET', path: search(false), headers: publicHeaders };
        case 'search+facet': return { kind, method: 'GET', path: search(true), headers: publicHeaders };
        case 'title': return { kind, method: 'GET', path: `/api/acervo/${input.titleIds[titleRank(random)]}`, headers: publicHeaders };
        case 'autocomplete': {
          const word = input.queries[queryRank(random)].termo.split(/\s+/)[0];
          const typed = word.slice(0, Math.min(word.length, random.int(2, 5)));
          return { kind, method: 'GET', path: `/api/consulta/autocompletar?${new URLSearchParams({ termo: typed })}`, headers: publicHeaders };
        }
        case 'sign-in': return signIn();
        case 'loans': {
          const s = sessions[random.int(0, sessions.length - 1)];
          return { kind, method: 'GET', path: '/api/emprestimo/titulos-pendentes', headers: { authorization: `Bearer ${s.access}`, lang: '1' } };
        }
        case 'renew': {
          const s = sessions[random.int(0, sessions.length - 1)];
          return {
            kind, method: 'POST', path: '/api/emprestimo/renovacao', body: JSON.stringify({ todos: true, emprestimos: [] }),
            headers: { authorization: `Bearer ${s.access}`, 'content-type': 'application/json', lang: '1' },
          };
        }
      }
    },
    /** A sign-in's answer: its access token joins the sessions loans and renewals use (the newest 500 kept). */
    signedIn(body: string) {
      try {
        const access = (JSON.parse(body) as { access_token?: string }).access_token;
        if (!access) return;
        sessions.push({ access });
        if (sessions.length > 500) sessions.shift();
      } catch { /* not JSON: counted as an error by its status */ }
    },
  };
}
