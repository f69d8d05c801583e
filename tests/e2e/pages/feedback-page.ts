import { axe } from './axe';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'Biblioteca#2026';

/** Page object of the footer's comment and suggestion modals and the title page's comment form (en-US). */
export class FeedbackPage {
  readonly footer: Locator;
  readonly dialog: Locator;
  readonly campus: Locator;
  readonly library: Locator;

  constructor(readonly page: Page) {
    this.footer = page.getByRole('contentinfo');
    this.dialog = page.getByRole('dialog');
    this.campus = this.dialog.getByLabel('Campus');
    this.library = this.dialog.getByLabel('Library', { exact: true });
  }

  async logIn(login: string, { remember = false } = {}): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByLabel('User').fill(login);
    await this.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    if (remember) await this.page.getByLabel('Keep me logged in on this device').check();
    await this.page.locator('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(this.page).not.toHaveURL(/\/login/);
  }

  /** Waits until the service worker controls the page (background sync needs one). */
  async controlled(): Promise<void> {
    await this.page.evaluate(() => navigator.serviceWorker.ready);
    if (!(await this.page.evaluate(() => navigator.serviceWorker.controller !== null))) await this.page.reload();
    await expect.poll(() => this.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }

  /**
   * A title's page, its service worker in control and its comment form ready: the page's
   * Comments region. The patron is logged in already.
   */
  async openTitleComments(codAcervo: number): Promise<Locator> {
    await this.page.goto(`/acervo/${codAcervo}`);
    await this.controlled();
    const comments = this.page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
    return comments;
  }

  /** Writes a comment in the title page's form and sends it. */
  async sendTitleComment(comments: Locator, text: string): Promise<void> {
    await comments.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await comments.getByRole('button', { name: 'Send comment' }).click();
  }

  async openComment(): Promise<void> {
    await this.footer.getByRole('button', { name: 'Send a comment' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Comments' })).toBeVisible();
  }

  async openSuggestion(): Promise<void> {
    await this.footer.getByRole('button', { name: 'Suggest an acquisition' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Acquisition suggestion' })).toBeVisible();
  }

  /** Chooses the first campus; the library select then shows that campus's first library. */
  async chooseFirstCampus(): Promise<void> {
    const first = this.campus.locator('option:not([disabled])').first();
    await this.campus.selectOption(await first.getAttribute('value'));
    await expect(this.library).not.toHaveValue('-1');
  }

  async fillSuggestion(titulo: string, editor: string): Promise<void> {
    await this.chooseFirstCampus();
    await this.dialog.getByLabel('Title (required)').fill(titulo);
    await this.dialog.getByLabel('Publisher (required)').fill(editor);
  }

  /** An item of the outbox list ('Sent from this device') holding this text. */
  outboxItem(scope: Locator, text: string): Locator {
    return scope.getByRole('region', { name: 'Sent from this device' }).getByRole('listitem').filter({ hasText: text });
  }

  async expectNoAxeViolations(): Promise<void> {
    const { violations } = await axe(this.page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}

/** The API as the patron: to count what the server really stored, and to tidy up. */
export class PatronApi {
  private token: Promise<string>;

  constructor(private readonly request: APIRequestContext, login: string) {
    this.token = request
      .post('/api/oauth/token', { data: { grant_type: 'password', client_id: '4', username: login, password: PASSWORD } })
      .then(async (answer) => ((await answer.json()) as { access_token: string }).access_token);
  }

  private async headers() {
    return { Authorization: `Bearer ${await this.token}` };
  }

  /** The patron's comments on a title with exactly this text. */
  async myComments(codAcervo: number, texto: string): Promise<{ cod_comentario: number; situacao: string }[]> {
    const answer = await this.request.get(`/api/comentarios/usuario/acervo/${codAcervo}`, { headers: await this.headers() });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { cod_comentario: number; texto: string; situacao: string }[]).filter((c) => c.texto === texto);
  }

  /** Deletes them again, so the pending-comment limit never gets in the next test's way. */
  async deleteComments(ids: number[]): Promise<void> {
    for (const id of ids) {
      const answer = await this.request.delete(`/api/comentarios/usuario/${id}`, { headers: await this.headers() });
      expect(answer.status()).toBe(204);
    }
  }

  /** Deletes the patron's title comments whose text matches, on every title they commented on. */
  async deleteMatching(pattern: RegExp): Promise<void> {
    const titles = await this.request.get('/api/comentarios/usuario/acervos', { headers: await this.headers() });
    for (const { cod_acervo } of (await titles.json()) as { cod_acervo: number }[]) {
      const answer = await this.request.get(`/api/comentarios/usuario/acervo/${cod_acervo}`, { headers: await this.headers() });
      const mine = (await answer.json()) as { cod_comentario: number; texto: string }[];
      await this.deleteComments(mine.filter((c) => pattern.test(c.texto)).map((c) => c.cod_comentario));
    }
  }

  /** Some title of the demo catalogue. */
  async anyTitle(): Promise<number> {
    const answer = await this.request.get('/api/consulta?termo=brasil&quantPag=20', { headers: await this.headers() });
    expect(answer.status(), await answer.text()).toBe(200);
    const { data } = (await answer.json()) as { data: { cod_acervo: number }[] };
    expect(data.length).toBeGreaterThan(0);
    return data[0].cod_acervo;
  }
}
