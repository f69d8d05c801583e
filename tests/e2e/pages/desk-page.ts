import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axe } from './axe';

const PASSWORD = 'Biblioteca#2026';

/** The circulation desk (/balcao) in en-US, worked from the keyboard as a barcode scanner does: type, Enter. */
export class DeskPage {
  readonly checkOut: Locator;
  readonly session: Locator;
  readonly returns: Locator;
  /** The offline desk's card: what is queued, applied, or in conflict (issue 36 item 9). */
  readonly offlineQueue: Locator;

  constructor(readonly page: Page) {
    this.checkOut = page.getByRole('region', { name: 'Check out' });
    this.session = page.getByRole('region', { name: 'Session at the desk' });
    this.returns = page.getByRole('region', { name: 'Return' });
    this.offlineQueue = page.getByRole('region', { name: 'Offline transactions' });
  }

  /** Scans a copy into the return form and presses Enter. */
  async scanReturn(barcode: string) {
    const field = this.returns.getByLabel('Item barcode');
    await field.focus();
    await this.page.keyboard.type(barcode);
    await this.page.keyboard.press('Enter');
  }

  /** The queue's row of an item, in the waiting or the applied table. */
  queueRow(barcode: string) {
    return this.offlineQueue.getByRole('row').filter({ has: this.page.getByRole('cell', { name: barcode, exact: true }) });
  }

  async open() {
    await this.page.goto('/balcao');
    await expect(this.checkOut.getByLabel('Patron login or barcode')).toBeVisible();
  }

  /** Scans the patron's card: the login, then Enter. */
  async showPatron(login: string) {
    await this.checkOut.getByLabel('Patron login or barcode').fill(login);
    await this.checkOut.getByLabel('Patron login or barcode').press('Enter');
    await expect(this.checkOut.getByRole('heading', { level: 3 })).toContainText(`(${login})`);
  }

  /** Scans an item into the focused barcode field (the focus must already be there) and waits for the answer. */
  async scan(barcode: string) {
    const field = this.checkOut.getByLabel('Item barcode');
    await expect(field).toBeFocused();
    await this.page.keyboard.type(barcode);
    await this.page.keyboard.press('Enter');
    await expect(field).toHaveValue('');
  }

  async expectAccessible() {
    const { violations } = await axe(this.page).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}

export async function staffHeaders(request: APIRequestContext, username = 'bibliotecario') {
  const res = await request.post('/api/oauth/token', { data: { grant_type: 'password', client_id: '4', username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).access_token as string}` };
}

/**
 * A generated demo patron (numeric login) free to borrow, with no loans: found through the staff API, as a clerk would.
 * `category` asks for one of that category; `loose` takes one who may already have loans and holds
 * but may borrow now with room for a loan (late in a run, other specs in the worker's database
 * have lent to the ones with none); `room`, with `loose`, how many more loans they must have room for.
 */
export async function freePatron(request: APIRequestContext, skip: string[] = [], { category, loose = false, room = 1 }: { category?: string; loose?: boolean; room?: number } = {}) {
  const headers = await staffHeaders(request);
  for (let page = 1; page <= 20; page += 1) {
    const found = await (await request.get(`/api/balcao/usuarios?q=e&pagina=${page}`, { headers })).json();
    for (const p of found.itens as { cod_pessoa: number; login: string; bloqueado: boolean }[]) {
      if (!/^\d+$/.test(p.login) || p.bloqueado || skip.includes(p.login)) continue;
      const panel = await (await request.get(`/api/balcao/usuarios/${p.login}`, { headers })).json();
      if (category && panel.categoria !== category) continue;
      if (loose && panel.pode_emprestar && panel.debito === 0 && panel.atrasados === 0 && panel.emprestimos_abertos + room <= panel.limite_emprestimos) {
        return { cod_pessoa: p.cod_pessoa, login: p.login, name: panel.nome as string };
      }
      if (panel.pode_emprestar && panel.emprestimos_abertos === 0 && panel.limite_emprestimos >= 3 && panel.reservas.length === 0 && panel.debito === 0) {
        return { cod_pessoa: p.cod_pessoa, login: p.login, name: panel.nome as string };
      }
    }
    if (page * found.por_pagina >= found.total) break;
  }
  throw new Error('no free demo patron');
}

/** Copies on the shelf, lent normally, one per title, found by searching as a visitor (the demo catalogue is small: several terms). */
export async function shelfCopies(request: APIRequestContext, count: number, skip: string[] = []) {
  const token = await request.post('/api/oauth/token', { data: { grant_type: 'client_credentials', client_id: '4' } });
  const headers = { authorization: `Bearer ${(await token.json()).access_token as string}` };
  const copies: { barcode: string; title: string }[] = [];
  const titles = new Set<number>();
  for (const term of ['introdução', 'teoria', 'história', 'brasil', 'ciência', 'direito', 'literatura', 'manual', 'educação', 'saúde']) {
    const results = await (await request.get(`/api/consulta?termo=${encodeURIComponent(term)}&quantPag=50`, { headers })).json();
    for (const t of results.data as { cod_acervo: number; titulo: string }[]) {
      if (titles.has(t.cod_acervo)) continue;
      titles.add(t.cod_acervo);
      const list = (await (await request.get(`/api/acervo/${t.cod_acervo}/exemplares`, { headers })).json()) as
        { cod_exemplar: number; situacao: string; tipo_emprestimo: string }[];
      const copy = list.find((c) => c.situacao === 'disponivel' && c.tipo_emprestimo === 'normal' && !skip.includes(String(c.cod_exemplar)));
      if (copy) copies.push({ barcode: String(copy.cod_exemplar), title: t.titulo });
      if (copies.length === count) return copies;
    }
  }
  throw new Error(`only ${copies.length} copies on the shelf`);
}

/** A generated demo patron with exactly one open debt of at least R$ 2,00. */
export async function patronWithADebt(request: APIRequestContext) {
  const headers = await staffHeaders(request);
  for (let page = 1; page <= 20; page += 1) {
    const found = await (await request.get(`/api/balcao/usuarios?q=o&pagina=${page}`, { headers })).json();
    for (const p of found.itens as { login: string; bloqueado: boolean }[]) {
      if (!/^\d+$/.test(p.login) || p.bloqueado) continue;
      const panel = await (await request.get(`/api/balcao/usuarios/${p.login}`, { headers })).json();
      if (panel.multas.length === 1 && panel.multas[0].total_a_pagar >= 2) return { login: p.login, name: panel.nome as string, owed: panel.multas[0].total_a_pagar as number };
    }
    if (page * found.por_pagina >= found.total) break;
  }
  throw new Error('no demo patron with one open debt');
}
