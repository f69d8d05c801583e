import { expect, type Locator, type Page } from '@playwright/test';

/** Page objects of the personal-data, privacy and user-switching pages (en-US). */
export class PersonalDataPage {
  readonly form: Locator;
  readonly save: Locator;
  readonly libraryRecord: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Your details' });
    this.save = page.getByRole('button', { name: 'Save' });
    this.libraryRecord = page.getByRole('region', { name: 'Kept by the library' });
  }

  async open(): Promise<void> {
    await this.page.goto('/meupergamum/dados-pessoais');
    await expect(this.form).toBeVisible();
  }

  field(label: string | RegExp): Locator {
    return this.form.getByLabel(label);
  }
}

export class PrivacyPage {
  readonly download: Locator;
  readonly askDeletion: Locator;
  readonly policyLink: Locator;

  constructor(readonly page: Page) {
    this.download = page.getByRole('button', { name: 'Download my data' });
    this.askDeletion = page.getByRole('button', { name: 'Ask for deletion' });
    this.policyLink = page.getByRole('link', { name: /privacy and data protection policy/ });
  }

  async open(): Promise<void> {
    await this.page.goto('/meupergamum/privacidade');
    await expect(this.download).toBeVisible();
  }
}

export class UserSwitchPage {
  readonly userName: Locator;
  readonly switchButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.userName = page.getByLabel('User name');
    this.switchButton = page.getByRole('button', { name: 'Switch user' });
    this.dialog = page.getByRole('alertdialog');
  }

  async open(): Promise<void> {
    await this.page.goto('/meupergamum/troca-usuario');
    await expect(this.userName).toBeVisible();
  }
}
