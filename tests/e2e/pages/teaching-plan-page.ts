import type { Locator, Page } from '@playwright/test';

/** /meupergamum/plano-ensino: the teaching-plan search and its plans, in en-US. */
export class TeachingPlanPage {
  readonly heading: Locator;
  readonly department: Locator;
  readonly semester: Locator;
  readonly search: Locator;
  readonly problem: Locator;
  readonly found: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Teaching plan' });
    this.department = page.getByLabel('Department');
    this.semester = page.getByLabel('Semester');
    this.search = page.getByRole('button', { name: 'Search', exact: true });
    // The form's problem, beside the field it points at (field-checks.ts).
    this.problem = page.locator('.teaching-plan-form .field-error');
    this.found = page.getByRole('status').filter({ hasText: /teaching plans found/ });
  }

  open() {
    return this.page.goto('/meupergamum/plano-ensino');
  }

  /** One plan found, by its discipline and course. */
  plan(discipline: string, course: string): Locator {
    return this.page.getByRole('article', { name: `${discipline} — ${course}` });
  }

  bibliography(discipline: string, plan: Locator): Locator {
    return plan.getByRole('table', { name: `Bibliography of ${discipline}` });
  }
}
