import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The API as a visitor sees it, used only to choose real demo records for a test (a title
 * with summaries, a periodical…), so the specs never hard-code record numbers.
 */
export class CatalogueApi {
  private token: Promise<string>;

  constructor(private readonly request: APIRequestContext) {
    this.token = request
      .post('/api/oauth/token', { data: { grant_type: 'client_credentials', client_id: '4' } })
      .then(async (answer) => ((await answer.json()) as { access_token: string }).access_token);
  }

  async get<T>(path: string): Promise<{ status: number; body: T }> {
    const answer = await this.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${await this.token}` } });
    return { status: answer.status(), body: answer.ok() ? ((await answer.json()) as T) : (undefined as T) };
  }

  /** Title codes matched by these search terms (up to 100 each, in order, without repeats). */
  async codes(terms: string[]): Promise<number[]> {
    const codes = new Set<number>();
    for (const term of terms) {
      const { body } = await this.get<{ data: { cod_acervo: number }[] }>(
        `/consulta?termo=${encodeURIComponent(term)}&quantPag=100`,
      );
      body?.data.forEach((title) => codes.add(title.cod_acervo));
    }
    return [...codes];
  }

  /** The first of these titles for which `test` holds; fails the test when none does. */
  async firstWhere(codes: number[], what: string, test: (code: number) => Promise<boolean>): Promise<number> {
    for (const code of codes) if (await test(code)) return code;
    expect(`a title with ${what}`, `no demo title has ${what}`).toBe('found');
    throw new Error('unreachable');
  }

  /** The first title code (scanning 1, 2, 3…, a batch at a time) for which `test` holds. */
  async scan(what: string, test: (code: number) => Promise<boolean>, limit = 5000, batch = 25): Promise<number> {
    for (let start = 1; start <= limit; start += batch) {
      const codes = Array.from({ length: batch }, (_, index) => start + index);
      const hits = await Promise.all(codes.map(async (code) => ((await test(code)) ? code : 0)));
      const hit = hits.find((code) => code > 0);
      if (hit) return hit;
    }
    expect(`a title with ${what}`, `no demo title has ${what}`).toBe('found');
    throw new Error('unreachable');
  }
}
