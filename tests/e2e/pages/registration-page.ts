import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axe } from './axe';
import { staffHeaders } from './desk-page';

/** Registration at the desk (/balcao/usuarios/novo) and a patron's record (/balcao/usuarios/$cod), in en-US. */
export class RegistrationPage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('form.patron-profile-form');
  }

  /** From the patrons section, by the keyboard: the link, then Enter. */
  async openFromPatronSearch() {
    await this.page.goto('/balcao/usuarios');
    const link = this.page.getByRole('link', { name: 'Register a new patron' });
    await link.focus();
    await this.page.keyboard.press('Enter');
    await expect(this.page.getByRole('heading', { name: 'Register a patron' })).toBeVisible();
    await expect(this.page.getByLabel('Full name')).toBeFocused();
  }

  async fill(fields: { name: string; category: string; cpf?: string; email?: string; phone?: string }) {
    await this.page.keyboard.type(fields.name);
    await this.page.getByLabel('Category').selectOption({ label: fields.category });
    if (fields.cpf !== undefined) await this.page.getByLabel('CPF').fill(fields.cpf);
    if (fields.email !== undefined) await this.page.getByLabel('E-mail').fill(fields.email);
    if (fields.phone !== undefined) await this.page.getByLabel('Phone').fill(fields.phone);
  }

  /** Enter in the e-mail field submits, as a form does. */
  async submitFromEmail() {
    await this.page.getByLabel('E-mail').press('Enter');
  }

  async expectAccessible() {
    const { violations } = await axe(this.page).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}

/** A CPF with valid check digits, made from nine digits (a new one per run). */
export function validCpf(nine: string): string {
  const digits = [...nine].map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push((sum * 10) % 11 % 10);
  }
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

/** A demo patron with a loan their fine keeps from being renewed (staff may renew it anyway). */
export async function loanRefusedByADebt(request: APIRequestContext, skip: number[] = []) {
  const headers = await staffHeaders(request);
  for (const q of ['aluno', 'a', 'e', 'o']) {
    for (let page = 1; page <= 10; page += 1) {
      const found = await (await request.get(`/api/balcao/usuarios?q=${q}&pagina=${page}`, { headers })).json();
      for (const p of found.itens as { cod_pessoa: number; bloqueado: boolean }[]) {
        if (p.bloqueado) continue;
        const record = await (await request.get(`/api/balcao/pessoas/${p.cod_pessoa}`, { headers })).json();
        // The fine is all that stands in the way: an override would renew it (motivo_com_liberacao null).
        const loan = (record.emprestimos as { cod_emprestimo: number; titulo: string; motivo: string | null; motivo_com_liberacao: string | null; renovacoes: number; limite_renovacoes: number }[])
          .find((l) => l.motivo === 'error.renewal-debt' && l.motivo_com_liberacao === null && !skip.includes(l.cod_emprestimo));
        if (loan) return { cod_pessoa: p.cod_pessoa, loan };
      }
      if (page * found.por_pagina >= found.total) break;
    }
  }
  throw new Error('no demo loan refused by a debt');
}

/** A title none of whose copies is on the shelf: its free copy lent, through the desk's API, to the first of `borrowers` who may borrow it. */
export async function titleAllOut(request: APIRequestContext, borrowers: string[], skip: number[] = []) {
  const headers = await staffHeaders(request);
  for (const term of ['introdução', 'teoria', 'história', 'brasil', 'ciência']) {
    const results = await (await request.get(`/api/consulta?termo=${encodeURIComponent(term)}&quantPag=50`, { headers })).json();
    for (const t of results.data as { cod_acervo: number; titulo: string }[]) {
      if (skip.includes(t.cod_acervo)) continue;
      const copies = (await (await request.get(`/api/acervo/${t.cod_acervo}/exemplares`, { headers })).json()) as
        { cod_exemplar: number; situacao: string; tipo_emprestimo: string }[];
      const free = copies.filter((c) => c.situacao === 'disponivel');
      if (free.length !== 1 || free[0].tipo_emprestimo !== 'normal' || copies.length > 2) continue;
      for (const borrower of borrowers) {
        const lent = await request.post('/api/balcao/emprestimos', { headers, data: { usuario: borrower, codigo_barras: String(free[0].cod_exemplar) } });
        if (lent.status() === 201) return { cod_acervo: t.cod_acervo, title: t.titulo };
      }
    }
  }
  throw new Error('no title to put out of the shelf');
}
