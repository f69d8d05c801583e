import { expect, test, type Route } from '@playwright/test';
import { BrowserProfile, dispatchSync } from './pages/browser-profile';
import { FeedbackPage, PatronApi } from './pages/feedback-page';

// Comments and acquisition suggestions (spec §2, §5, §8) and their background sync
// (issue 5): written offline, kept in the IndexedDB outbox, delivered exactly once.

test.use({ locale: 'en-US' });

// What these tests wrote goes away even when one fails, so the pending-comment limit
// (COMMENT_PENDING_LIMIT) never refuses the next test's comment.
test.afterEach(async ({ request }) => {
  await new PatronApi(request, 'aluno').deleteMatching(/^(Escrito sem rede|Entregue pelo sync|Depois de reabrir) /);
});

/** Fires the outbox's Background Sync in the service worker through CDP, as the browser would. */
test('visitors are asked to log in, in both modals, which pass axe', async ({ page }) => {
  const feedback = new FeedbackPage(page);
  await page.goto('/');
  await feedback.openComment();
  const notice = feedback.dialog.getByRole('note');
  await expect(notice).toHaveText('Please log in to send.');
  await expect(notice.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?redirect=%2F');
  await expect(feedback.dialog.getByRole('button', { name: 'Send comment' })).toBeDisabled();
  await feedback.expectNoAxeViolations();
  await page.keyboard.press('Escape');

  await feedback.openSuggestion();
  await expect(feedback.dialog.getByRole('note')).toHaveText('Please log in to send.');
  await expect(feedback.dialog.getByRole('link', { name: "Open the library's acquisition area (new tab)" }))
    .toHaveAttribute('href', 'https://ufdemo.edu.br/pergamum_web');
  await expect(feedback.dialog.getByRole('button', { name: 'Send suggestion' })).toBeDisabled();
  await feedback.expectNoAxeViolations();
});

test('a general comment sent online: campus → library, send only with both, success toast', async ({ page }) => {
  const feedback = new FeedbackPage(page);
  await feedback.logIn('aluno');
  await feedback.openComment();
  await expect(feedback.campus).toHaveValue('-1');
  await expect(feedback.library).toHaveValue('-1');
  const send = feedback.dialog.getByRole('button', { name: 'Send comment' });
  const box = feedback.dialog.getByLabel('Comment');
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.fill('Mais mesas de estudo em grupo, por favor.');
  await expect(send).toBeDisabled();
  await feedback.chooseFirstCampus();
  await feedback.expectNoAxeViolations();
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Comment sent.' })).toBeVisible();
  await expect(feedback.dialog).toBeHidden();
  // The outbox remembers it as sent: reopening the modal lists it.
  await feedback.openComment();
  await expect(feedback.outboxItem(feedback.dialog, 'Mais mesas de estudo')).toContainText('Sent');
});

test('a suggestion names its missing field beside the field, and focus goes there', async ({ page }) => {
  const feedback = new FeedbackPage(page);
  await feedback.logIn('aluno');
  await feedback.openSuggestion();
  await feedback.fillSuggestion('Compiladores', '   ');
  await feedback.dialog.getByRole('button', { name: 'Send suggestion' }).click();
  const publisher = feedback.dialog.getByLabel('Publisher (required)');
  await expect(publisher).toHaveAttribute('aria-invalid', 'true');
  await expect(publisher).toHaveAccessibleDescription(/Required field Publisher not filled\./);
  await expect(publisher).toBeFocused();
  await feedback.expectNoAxeViolations();
});

test('written offline, a title comment and a suggestion wait, then go exactly once when the network returns', async ({ page, context, request }) => {
  const feedback = new FeedbackPage(page);
  const api = new PatronApi(request, 'aluno');
  const title = await api.anyTitle();
  await feedback.logIn('aluno');
  const comments = await feedback.openTitleComments(title);
  const text = `Escrito sem rede ${Date.now()}`;
  // The patron has seen the suggestion form before: its campuses and libraries are at hand offline.
  await feedback.openSuggestion();
  await feedback.chooseFirstCampus();
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  await feedback.sendTitleComment(comments, text);
  await expect(feedback.outboxItem(comments, text)).toContainText('Waiting for connection');
  await feedback.openSuggestion();
  await feedback.fillSuggestion(`Sugestão sem rede ${Date.now()}`, 'Editora Teste');
  await feedback.dialog.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(feedback.outboxItem(feedback.dialog, 'Sugestão sem rede')).toContainText('Waiting for connection');
  expect(await api.myComments(title, text)).toEqual([]);

  await context.setOffline(false);
  await expect(feedback.outboxItem(feedback.dialog, 'Sugestão sem rede')).toContainText('Sent');
  await page.keyboard.press('Escape');
  await expect(feedback.outboxItem(comments, text)).toContainText('Sent');
  const stored = await api.myComments(title, text);
  expect(stored.map((c) => c.situacao)).toEqual(['pendente']);
  // A reload flushes again at start: still one.
  await page.reload();
  await expect(feedback.outboxItem(comments, text)).toContainText('Sent');
  expect(await api.myComments(title, text)).toHaveLength(1);

  // The patron sees it awaiting approval (visitors do not) and may delete it.
  const mine = comments.getByRole('region', { name: 'Your comments' }).getByRole('listitem').filter({ hasText: text });
  await expect(mine).toContainText('Awaiting approval');
  await feedback.expectNoAxeViolations();
  await mine.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(mine).toHaveCount(0);
  expect(await api.myComments(title, text)).toEqual([]);
});

test('a comment that could not leave is delivered once by the service worker\'s sync event (CDP)', async ({ page, context, request, baseURL }) => {
  const feedback = new FeedbackPage(page);
  const api = new PatronApi(request, 'aluno');
  const title = await api.anyTitle();
  await feedback.logIn('aluno');
  const comments = await feedback.openTitleComments(title);
  const text = `Entregue pelo sync ${Date.now()}`;

  // The network drops the request while the browser still believes it is online: no
  // 'online' event will come, only the Background Sync can deliver it.
  let attempts = 0;
  const drop = (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    attempts++;
    return route.abort('internetdisconnected');
  };
  await context.route('**/api/comentarios/acervo/*', drop);
  await feedback.sendTitleComment(comments, text);
  await expect(feedback.outboxItem(comments, text)).toContainText('Waiting for connection');
  // The browser fires the sync it was asked for at once (it believes it is online); the
  // worker has the page try again, which fails too, so the browser schedules a retry
  // minutes later. Only then does the network come back.
  await expect.poll(() => attempts, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect(feedback.outboxItem(comments, text)).toContainText('Waiting for connection');
  await context.unroute('**/api/comentarios/acervo/*', drop);
  expect(await api.myComments(title, text)).toEqual([]);

  await dispatchSync(context, page, baseURL!);
  await expect(feedback.outboxItem(comments, text)).toContainText('Sent');
  const stored = await api.myComments(title, text);
  expect(stored).toHaveLength(1);
  await dispatchSync(context, page, baseURL!);
  expect(await api.myComments(title, text)).toHaveLength(1);
  await api.deleteComments(stored.map((c) => c.cod_comentario));
});

test('written offline, then the browser closed: delivered once after it reopens, with no page open (remembered login)', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const api = new PatronApi(request, 'aluno');
  const title = await api.anyTitle();
  const text = `Depois de reabrir ${Date.now()}`;
  const profile = new BrowserProfile(baseURL!);
  try {
    let { context, page } = await profile.open();
    const feedback = new FeedbackPage(page);
    await feedback.logIn('aluno', { remember: true });
    const comments = await feedback.openTitleComments(title);
    await context.setOffline(true);
    await feedback.sendTitleComment(comments, text);
    await expect(feedback.outboxItem(comments, text)).toContainText('Waiting for connection');
    await context.close();
    expect(await api.myComments(title, text)).toEqual([]);

    // Reopened, with no window of the app: the worker sends by itself, with the
    // remembered session (the browser may fire the pending sync at start; CDP fires it too).
    ({ context, page } = await profile.open());
    await page.goto('about:blank');
    await dispatchSync(context, page, baseURL!);
    await expect.poll(async () => (await api.myComments(title, text)).length, { timeout: 30_000 }).toBe(1);

    // The app, opened again, shows it sent and does not send it a second time.
    await page.goto(`/acervo/${title}`);
    await expect(page.getByRole('navigation', { name: 'User menu' })).toContainText('Hello, Ana');
    const reopened = page.getByRole('region', { name: 'Comments' });
    await expect(new FeedbackPage(page).outboxItem(reopened, text)).toContainText('Sent');
    const stored = await api.myComments(title, text);
    expect(stored).toHaveLength(1);
    await api.deleteComments(stored.map((c) => c.cod_comentario));
    await context.close();
  } finally {
    profile.remove();
  }
});

test('with no page open, the worker renews an expired access token and sends once', async ({ browser, request, baseURL }) => {
  const api = new PatronApi(request, 'aluno');
  const title = await api.anyTitle();
  const text = `Depois de reabrir com token vencido ${Date.now()}`;
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    const feedback = new FeedbackPage(page);
    await feedback.logIn('aluno', { remember: true });
    const comments = await feedback.openTitleComments(title);
    await context.setOffline(true);
    await feedback.sendTitleComment(comments, text);
    await expect(feedback.outboxItem(comments, text)).toContainText('Waiting for connection');
    await page.close();

    // The server answers the remembered access token as expired once: the worker must
    // renew it with the refresh grant (client 4) and send again — with no page to ask.
    const grants: { grant_type?: string; client_id?: string }[] = [];
    let expired = true;
    await context.route('**/api/comentarios/acervo/*', async (route) => {
      if (route.request().method() !== 'POST' || !expired) return route.continue();
      expired = false;
      await route.fulfill({ status: 401, json: { message: 'error.session-expired' } });
    });
    await context.route('**/api/oauth/token', async (route) => {
      grants.push(route.request().postDataJSON());
      await route.continue();
    });
    const blank = await context.newPage();
    await context.setOffline(false);
    await dispatchSync(context, blank, baseURL!);
    await expect.poll(async () => (await api.myComments(title, text)).length, { timeout: 30_000 }).toBe(1);
    expect(expired).toBe(false);
    expect(grants).toMatchObject([{ grant_type: 'refresh_token', client_id: '4' }]);
    await context.unrouteAll();

    // The rotated credentials went back to the vault: the app opens signed in and shows it sent.
    const again = await context.newPage();
    await again.goto(`/acervo/${title}`);
    await expect(again.getByRole('navigation', { name: 'User menu' })).toContainText('Hello, Ana');
    await expect(new FeedbackPage(again).outboxItem(again.getByRole('region', { name: 'Comments' }), text)).toContainText('Sent');
    expect(await api.myComments(title, text)).toHaveLength(1);
  } finally {
    await context.close();
  }
});
