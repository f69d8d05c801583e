import type { Locator, Page } from '@playwright/test';

/** Page objects of the requests to the library (issue 24), in en-US: the forms, the list and the staff queue. */
export class RequestFormPage {
  readonly send: Locator;
  readonly sent: Locator;
  readonly problem: Locator;

  constructor(readonly page: Page) {
    this.send = page.getByRole('button', { name: 'Send request' });
    this.sent = page.getByRole('heading', { name: 'Request sent' });
    // A form's problems: beside the field they concern (issue 37 item 4), or the form's own alert.
    this.problem = page.locator('.library-request-form :is([role="alert"], .field-error)');
  }

  open(path: 'comutacao-bibliografica' | 'levantamento-bibliografico' | 'ficha-catalografica' | 'pesquisa-especializada' | 'emprestimo-entre-bibliotecas' | 'armazem') {
    return this.page.goto(`/meupergamum/${path}`);
  }

  field(label: string | RegExp): Locator {
    return this.page.getByRole('main').getByLabel(label);
  }
}

export class RequestsListPage {
  readonly rows: Locator;
  readonly status: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly filter: Locator;

  constructor(readonly page: Page) {
    this.rows = page.locator('.library-requests-table tbody tr');
    this.status = page.getByRole('main').getByLabel('Status');
    this.from = page.getByRole('main').getByLabel('From', { exact: true });
    this.to = page.getByRole('main').getByLabel('To', { exact: true });
    this.filter = page.getByRole('main').getByRole('button', { name: 'Show', exact: true });
  }

  open() {
    return this.page.goto('/meupergamum/pedidos');
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }
}

export class DeskRequestsPage {
  constructor(readonly page: Page) {}

  open() {
    return this.page.goto('/balcao/solicitacoes');
  }

  item(text: string): Locator {
    return this.page.locator('[data-queue-item]').filter({ hasText: text });
  }
}
