/** The recovery mode of the login page (spec §4), driven as a patron would. */
import { expect, type Locator, type Page } from '@playwright/test';

export class RecoveryPage {
  readonly forgotPassword: Locator;
  readonly userCode: Locator;
  readonly sendCode: Locator;
  readonly code: Locator;
  readonly resend: Locator;
  readonly newPassword: Locator;
  readonly confirmation: Locator;
  readonly save: Locator;
  readonly checklist: Locator;

  constructor(readonly page: Page) {
    this.forgotPassword = page.getByRole('link', { name: /forgot password/i });
    this.userCode = page.getByLabel('User code');
    this.sendCode = page.getByRole('button', { name: 'Send the code' });
    this.code = page.getByLabel('Verification code');
    this.resend = page.getByRole('button', { name: 'Resend the code' });
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmation = page.getByLabel('Confirm the new password');
    this.save = page.getByRole('button', { name: 'Save the new password' });
    this.checklist = page.getByRole('list', { name: 'The new password must have:' });
  }

  async open(): Promise<void> {
    await this.page.goto('/login');
    await this.forgotPassword.click();
    await expect(this.page.getByRole('heading', { name: 'Your user code' })).toBeVisible();
  }

  rule(text: string | RegExp): Locator {
    return this.checklist.getByRole('listitem').filter({ hasText: text });
  }
}

/** The code in a recovery e-mail (plain text, possibly quoted-printable). */
export function codeFromMail(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '');
  const code = text.match(/: (\d{4,12})\s/)?.[1];
  if (!code) throw new Error(`no code in the mail:\n${raw}`);
  return code;
}
