// @vitest-environment happy-dom
// The debts page's PIX side (issue 39): the tick column says what it does for either provider
// (Pay), a charge with a due date (cobv) shows its due date, and the patron's open charges
// (made here before, or at the desk) are listed with theirs and can be shown again.
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../../tests/support/lingui-macro';
import { DebtsPage } from './debts-page';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));
const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn() }));
vi.mock('../../../../api/client', () => ({ api }));
vi.mock('uqr', () => ({ renderSVG: () => '<svg xmlns="http://www.w3.org/2000/svg"/>' }));

const ok = (data: unknown, status = 200) => Promise.resolve({ data, response: new Response(null, { status }) });

const debts = {
  total_a_pagar: 4.5,
  debitos: [{
    cod_debito: 1, valor_multa: 4.5, desconto: 0, valor_pago: 0, data_pagamento: null, tipo_servico: 'Empréstimo', motivo: 'Atraso',
    total_a_pagar: 4.5, cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', cod_acervo: null, titulo: null,
  }],
};
const charge = (txid: string, vencimento: string | null) => ({
  txid, valor: 4.5, debitos: [1], situacao: 'ativa', dinamica: true, copia_e_cola: `000201${txid}`, criado_em: '2026-03-02T10:00:00Z',
  expira_em: '2026-04-10T03:00:00Z', pago_em: null, vencimento,
});

function answers(open: unknown[]) {
  return (path: string, init?: { params?: { path?: { txid?: string } } }) => {
    if (path === '/emprestimo/debitos-pendentes') return ok(debts);
    if (path === '/emprestimo/pix') return ok(open);
    if (path === '/emprestimo/pix/{txid}') return ok(open.find((c) => (c as { txid: string }).txid === init?.params?.path?.txid));
    if (path === '/emprestimo/pagtesouro') return ok({ disponivel: false, pagamentos: [] });
    return ok({});
  };
}

async function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(<QueryClientProvider client={queryClient}><Suspense fallback="…"><DebtsPage /></Suspense></QueryClientProvider>);
  });
}

beforeEach(() => {
  activateSourceLanguage();
  onlineManager.setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('DebtsPage and PIX', () => {
  it('names the tick column Pay (PIX or PagTesouro), not Pay by PIX', async () => {
    api.GET.mockImplementation(answers([]));
    await renderPage();
    expect(await screen.findByRole('columnheader', { name: 'Pay' })).toBeTruthy();
    expect(screen.queryByText('Pay by PIX')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /^Include in the payment: Atraso, R\$\s?4[.,]50$/ })).toBeTruthy();
  });

  it("lists the patron's open charges with the due date of a cobv, and shows one again with its due date", async () => {
    api.GET.mockImplementation(answers([charge('DESK1', '2026-03-12'), charge('PAGE1', null)]));
    await renderPage();
    const open = await screen.findByTestId('pix-open');
    const [desk, page] = within(open).getAllByRole('listitem');
    expect(desk.textContent).toMatch(/^R\$\s?4[.,]50, due on 03\/12\/2026 \(may be paid until /);
    expect(page.textContent).toMatch(/^R\$\s?4[.,]50, may be paid until /);
    await act(async () => { fireEvent.click(within(desk).getByRole('button', { name: /^Show the PIX code/ })); });
    const panel = screen.getByTestId('pix-panel');
    expect(within(panel).getByTestId('pix-due').textContent).toBe('Due date: 03/12/2026');
    expect(within(panel).getByRole('status').textContent).toMatch(/^Waiting for the payment, due on 03\/12\/2026 \(it may still be paid until /);
    expect(within(panel).getByTestId('pix-code').textContent).toBe('000201DESK1');
    // The one shown leaves the list of the others.
    expect(within(screen.getByTestId('pix-open')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows an immediate charge without a due date', async () => {
    api.GET.mockImplementation(answers([charge('PAGE1', null)]));
    await renderPage();
    await act(async () => { fireEvent.click(await screen.findByRole('button', { name: /^Show the PIX code/ })); });
    const panel = screen.getByTestId('pix-panel');
    expect(within(panel).queryByTestId('pix-due')).toBeNull();
    expect(within(panel).getByRole('status').textContent).toMatch(/^Waiting for the payment\. This page shows it as soon as your bank pays/);
  });
});
