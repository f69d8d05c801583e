import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { staffHeaders } from './desk-page';

/** /meupergamum/autoemprestimo on the patron's phone: presence, borrowing, the receipt. */
export class PhoneSelfCheckoutPage {
  readonly heading: Locator;
  readonly barcode: Locator;
  readonly borrowButton: Locator;
  readonly receipt: Locator;
  readonly receiptCode: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Check out with the phone' });
    this.barcode = page.getByLabel('Copy barcode');
    this.borrowButton = page.getByRole('button', { name: 'Borrow this copy' });
    this.receipt = page.getByRole('region', { name: 'Your check-out receipt' });
    this.receiptCode = this.receipt.getByTestId('receipt-code');
  }

  async borrow(barcode: string): Promise<void> {
    await this.barcode.fill(barcode);
    await this.borrowButton.click();
  }

  /** The receipt's row of the copy `barcode` (on a phone the cell also carries its column's name, "Copy"). */
  copyRow(barcode: string): Locator {
    return this.receipt.getByRole('row').filter({ has: this.page.getByRole('cell', { name: new RegExp(`^(Copy\\s*)?${barcode}$`) }) });
  }

  /** The camera's toggle: "Scan with the camera" while it is off, "Close the camera" while on. */
  cameraButton(): Locator {
    return this.page.getByRole('button', { name: /^(Scan with the camera|Close the camera)$/ });
  }
}

/** /balcao/autoemprestimo and its entrance screen: the library's setting, its QR code, the receipt check at the exit. */
export class StaffSelfCheckoutPage {
  readonly heading: Locator;
  readonly verify: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Phone self-checkout' });
    this.verify = page.getByRole('region', { name: 'Check a receipt at the exit' });
  }

  async openFromMenu(): Promise<void> {
    await this.page.goto('/balcao');
    await this.page.getByRole('navigation').getByRole('link', { name: 'Phone self-checkout', exact: true }).click();
    await expect(this.heading).toBeVisible();
  }

  library(name: string): Locator {
    return this.page.getByRole('form', { name, exact: true });
  }

  /** Turns the phone self-checkout on for `name`, lending the loan type `type` by phone. */
  async turnOn(name: string, type: string): Promise<void> {
    const form = this.library(name);
    await form.getByLabel('Patrons may borrow with their phone in this library').check();
    await form.getByLabel(type, { exact: true }).check();
    await form.getByRole('button', { name: `Save ${name}` }).click();
    await expect(form.getByRole('status')).toHaveText('Saved.');
  }

  async check(code: string): Promise<void> {
    await this.verify.getByLabel('Verification code').fill(code);
    await this.verify.getByRole('button', { name: 'Check the receipt' }).click();
  }
}

/**
 * A copy on the shelf, lent normally: its barcode (the copy number), its library and its title's
 * number; the first from title `from` on, in `library` when one is named.
 */
export async function shelfCopy(request: APIRequestContext, from = 1, library?: string): Promise<{ barcode: string; library: string; codAcervo: number }> {
  // A visitor's token of its own: a patron's token kept for the worker may have been revoked
  // by another spec signing that patron out everywhere.
  const token = await request.post('/api/oauth/token', { data: { grant_type: 'client_credentials', client_id: '4' } });
  expect(token.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await token.json()).access_token as string}` };
  for (let codAcervo = from; codAcervo < from + 300; codAcervo++) {
    const copies = await (await request.get(`/api/acervo/${codAcervo}/exemplares`, { headers })).json().catch(() => []) as
      { cod_exemplar: number; desc_biblioteca: string; situacao: string; tipo_emprestimo: string }[];
    if (!Array.isArray(copies)) continue;
    const copy = copies.find((c) => c.situacao === 'disponivel' && c.tipo_emprestimo === 'normal' && (library === undefined || c.desc_biblioteca === library));
    if (copy) return { barcode: String(copy.cod_exemplar), library: copy.desc_biblioteca, codAcervo };
  }
  throw new Error('no copy on the shelf');
}

/**
 * Turns the phone self-checkout on for `library` through the staff API, as an administrator
 * (lending normal copies, the library's other settings kept), and gives the address its
 * entrance screen's QR code encodes now, path and query: what a phone opens at the door.
 */
export async function entranceAddress(request: APIRequestContext, library: string): Promise<string> {
  const headers = await staffHeaders(request, 'administrador');
  const list = await request.get('/api/balcao/autoemprestimo', { headers });
  expect(list.status()).toBe(200);
  const settings = ((await list.json()).bibliotecas as { cod_biblioteca: number; biblioteca: string; tipos_emprestimo: string[]; redes: string[] }[])
    .find((b) => b.biblioteca === library);
  expect(settings, `the library ${library}`).toBeDefined();
  const saved = await request.put(`/api/balcao/autoemprestimo/${settings!.cod_biblioteca}`, {
    headers,
    data: { ativo: true, tipos_emprestimo: [...new Set([...settings!.tipos_emprestimo, 'normal'])], redes: settings!.redes },
  });
  expect(saved.status()).toBe(200);
  const code = await request.get(`/api/balcao/autoemprestimo/${settings!.cod_biblioteca}/codigo`, { headers });
  expect(code.status()).toBe(200);
  const address = new URL((await code.json()).endereco as string);
  return `${address.pathname}${address.search}`;
}
