// @vitest-environment happy-dom
// The debts page (issue 39): the tick column says what it does for either provider (Pay).
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../../tests/support/lingui-macro';
import { DebtsPage } from './debts-page';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));
const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn() }));
vi.mock('../../../../api/client', () => ({ api }));

const ok = (data: unknown, status = 200) => Promise.resolve({ data, response: new Response(null, { status }) });

const debts = {
  total_a_pagar: 4.5,
  debitos: [{
    cod_debito: 1, valor_multa: 4.5, desconto: 0, valor_pago: 0, data_pagamento: null, tipo_servico: 'Empréstimo', motivo: 'Atraso',
    total_a_pagar: 4.5, cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', cod_acervo: null, titulo: null,
  }],
};
function answers() {
  return (path: string) => {
    if (path === '/emprestimo/debitos-pendentes') return ok(debts);
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

describe('DebtsPage', () => {
  it('names the tick column Pay (PIX or PagTesouro), not Pay by PIX', async () => {
    api.GET.mockImplementation(answers());
    await renderPage();
    expect(await screen.findByRole('columnheader', { name: 'Pay' })).toBeTruthy();
    expect(screen.queryByText('Pay by PIX')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /^Include in the payment: Atraso, R\$\s?4[.,]50$/ })).toBeTruthy();
  });
});
