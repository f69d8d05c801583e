import { axe } from './axe';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';

/** Page objects of the interest profile's pages (perfil-interesse, areas-interesse, conferir-titulos). */
export class InterestProfilePage {
  readonly workTypes: Locator;
  readonly journals: Locator;

  constructor(readonly page: Page) {
    this.workTypes = page.getByRole('form', { name: 'Types of work' });
    this.journals = page.getByRole('form', { name: 'Journals' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Personal area menu' }).getByRole('link', { name: 'Interest profile' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Interest profile' })).toBeVisible();
  }

  /** Follows a type of work, limited to one language. */
  async followWorkType(type: string, language: string): Promise<void> {
    await this.workTypes.getByLabel('Type of work').selectOption({ label: type });
    await this.workTypes.getByLabel('Language').selectOption({ label: language });
    await this.workTypes.getByRole('button', { name: 'Follow this type' }).click();
    await expect(this.workTypes.getByRole('status')).toHaveText(`Now following: ${type}`);
  }
}

export class CheckTitlesPage {
  readonly titles: Locator;
  constructor(readonly page: Page) {
    this.titles = page.getByRole('table', { name: 'New titles in your interests' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Personal area menu' }).getByRole('link', { name: 'Check titles' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Check titles' })).toBeVisible();
  }

  title(name: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('link', { name });
  }
}

export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Imports MARC files into this worker's server the way a librarian does (`npm run import`),
 * which hands them to the running server over its admin socket: the e2e server's data
 * folder is scripts/e2e-server.mjs's (temporary folder, first port, worker's number).
 */
export async function importIntoServer(files: string[]): Promise<string> {
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const port = Number(process.env.E2E_PORT ?? 8181);
  const dataDir = path.join(os.tmpdir(), `catalogo-e2e-${port - 5 * worker}`, String(worker));
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'server/cli.ts', 'import', '--create-loan-types', ...files.map((f) => path.resolve(f))], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 120_000,
  });
  return stdout;
}
