import { axe } from './pages/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { HoldTab, HoldsPage } from './pages/holds-page';
import { LoanRequestTab } from './pages/loan-request-page';

// Holds and loan requests from a title (issue 16): aluno places a hold on a title whose
// copies are all on loan, sees the position it took, and cancels it on the holds page; the
// loan-request form refuses a bad e-mail address with the spec's message; axe is clean on
// the hold tab and the holds page. The demo data is generated: titles are found through
// the API, never assumed.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });
const PASSWORD = 'Biblioteca#2026';

interface CopyOption { cod_biblioteca: number; disponiveis: number; total: number }
interface Options { pode_reservar?: boolean; pode_solicitar?: boolean; opcoes: CopyOption[] }

async function alunoApi(request: APIRequestContext) {
  const token = await request.post('/api/oauth/token', {
    data: { grant_type: 'password', client_id: '4', username: 'aluno', password: PASSWORD },
  });
  expect(token.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await token.json()).access_token as string}` };
  const get = async <T,>(url: string): Promise<T | null> => {
    const answer = await request.get(url, { headers });
    return answer.ok() ? ((await answer.json()) as T) : null;
  };
  /** The first title code (1, 2, 3…, a batch at a time) whose answer passes `test`. */
  const scan = async (path: (code: number) => string, test: (body: Options) => boolean) => {
    for (let start = 1; start <= 3000; start += 25) {
      const codes = Array.from({ length: 25 }, (_, i) => start + i);
      const hits = await Promise.all(codes.map(async (code) => {
        const body = await get<Options>(path(code));
        return body && test(body) ? code : 0;
      }));
      const hit = hits.find((code) => code > 0);
      if (hit) return hit;
    }
    throw new Error('no demo title fits');
  };
  return {
    /** A title aluno may hold whose every copy is out (so the hold goes into a queue). */
    titleAllOnLoan: () =>
      scan((code) => `/api/reserva/${code}/informacoes-iniciais`, (o) =>
        o.pode_reservar === true && o.opcoes.length > 0 && o.opcoes.every((c) => c.disponiveis === 0)),
    /** A title aluno may request (a copy on the shelf). */
    titleOnShelf: () => scan((code) => `/api/solicitacao-emprestimo/${code}/informacoes-iniciais`, (o) => o.pode_solicitar === true),
    holds: async () => (await get<{ cod_reserva: number; cod_acervo: number; titulo: string; posicao_fila: number | null }[]>('/api/reserva')) ?? [],
    loanRequests: async () => (await get<{ cod_solicitacao: number }[]>('/api/solicitacao-emprestimo')) ?? [],
  };
}

async function signIn(page: Page) {
  await new DeviceAlertsPage(page).logIn('aluno', PASSWORD);
}

async function expectAccessible(page: Page) {
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('aluno places a hold on a title out on loan, sees the position, and cancels it', async ({ page, context, request }) => {
  const aluno = await alunoApi(request);
  const code = await aluno.titleAllOnLoan();
  expect((await aluno.holds()).some((h) => h.cod_acervo === code)).toBe(false);

  await signIn(page);
  const tab = new HoldTab(page);
  await tab.open(code);
  await expect(tab.form).toBeVisible();
  await tab.chooseFirstCopy();
  await expect(tab.queueCheck).toHaveText(/^Your hold would be number (\d+) in the queue\.$/);
  const expected = Number((await tab.queueCheck.textContent())?.match(/number (\d+)/)?.[1]);
  await expectAccessible(page);

  // Offline the button says it needs a connection instead of failing.
  await context.setOffline(true);
  await expect(tab.placeHold).toHaveAttribute('aria-disabled', 'true');
  await expect(tab.offlineHint).toBeVisible();
  await context.setOffline(false);
  await expect(tab.placeHold).not.toHaveAttribute('aria-disabled', 'true');

  await tab.placeHold.click();
  await expect(tab.placed).toContainText(`You are number ${expected} in the queue.`);
  const placed = (await aluno.holds()).find((h) => h.cod_acervo === code);
  expect(placed?.posicao_fila).toBe(expected);

  await tab.seeYourHolds.click();
  const holds = new HoldsPage(page);
  await expect(holds.heading).toBeVisible();
  const title = placed!.titulo;
  await expect(holds.row(title)).toContainText(`Number ${expected} in the queue`);
  await expectAccessible(page);

  await holds.cancel(title);
  await expect(holds.row(title)).toHaveCount(0);
  await expect(page.getByText('Hold cancelled.')).toBeVisible();
  expect((await aluno.holds()).some((h) => h.cod_acervo === code)).toBe(false);
});

test('the loan-request form refuses a bad e-mail address with the spec’s message', async ({ page, request }) => {
  const aluno = await alunoApi(request);
  const code = await aluno.titleOnShelf();
  const before = (await aluno.loanRequests()).length;

  await signIn(page);
  const tab = new LoanRequestTab(page);
  await tab.open(code);
  await expect(tab.form).toBeVisible();
  await tab.fillChoices();
  await tab.email.fill('ana.souza@biblioteca');
  await tab.send.click();
  await expect(tab.email).toHaveAttribute('aria-invalid', 'true');
  expect(await tab.errorOf(tab.email)).toBe('Enter a valid e-mail address.');
  await expect(tab.email).toBeFocused();

  // The phone keeps only digits, hyphens, parentheses and spaces, at most 16 characters.
  await tab.phone.fill('');
  await tab.phone.pressSequentially('+55 (48) 99999-8888 r.2');
  await expect(tab.phone).toHaveValue('55 (48) 99999-88');
  expect((await aluno.loanRequests()).length).toBe(before);
});
