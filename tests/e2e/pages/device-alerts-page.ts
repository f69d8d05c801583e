import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of the personal area's "Alerts on this device" control, signed in as a demo patron. */
export class DeviceAlertsPage {
  readonly section: Locator;
  readonly state: Locator;
  readonly turnOn: Locator;
  readonly turnOff: Locator;
  readonly problem: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Alerts on this device' });
    this.state = this.section.getByRole('status');
    this.turnOn = this.section.getByRole('button', { name: 'Turn on alerts' });
    this.turnOff = this.section.getByRole('button', { name: 'Turn off alerts' });
    this.problem = this.section.getByRole('alert');
  }

  async logIn(login: string, password: string): Promise<void> {
    await this.page.goto('/login');
    // The login field's label is the institution's choice (e.g. "Matrícula"): it is the form's first text box.
    await this.page.getByRole('main').getByRole('textbox').first().fill(login);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
    // A person with several logins (e.g. bolsista, also monitor) picks one after signing in.
    const chooseLogin = this.page.getByRole('radio', { name: new RegExp(`\\(${login}\\)`) });
    await expect.poll(async () => !this.page.url().includes('/login') || (await chooseLogin.isVisible())).toBe(true);
    if (this.page.url().includes('/login')) {
      await chooseLogin.check();
      await this.page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(this.page).not.toHaveURL(/\/login/);
  }

  /** Opens the personal area once a service worker controls the page (push needs one). */
  async open(): Promise<void> {
    await this.page.goto('/meupergamum');
    await this.page.evaluate(() => navigator.serviceWorker.ready);
    if (!(await this.page.evaluate(() => navigator.serviceWorker.controller !== null))) await this.page.reload();
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.section).toBeVisible();
    await expect(this.state).not.toHaveAttribute('data-state', 'checking');
  }

  /** The browser's own push subscription for this page, if any. */
  browserEndpoint(): Promise<string | null> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.pushManager.getSubscription())?.endpoint ?? null;
    });
  }
}
