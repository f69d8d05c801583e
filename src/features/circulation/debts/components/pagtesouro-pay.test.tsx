// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../../tests/support/lingui-macro';
import type { Debit } from '../queries';
import { PagTesouroPay } from './pagtesouro-pay';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));

const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn() }));
vi.mock('../../../../api/client', () => ({ api }));

const ok = (data: unknown, status = 200) => Promise.resolve({ data, response: new Response(null, { status }) });

const debit = (cod: number, owed: number): Debit => ({
  cod_debito: cod, valor_multa: owed, desconto: 0, valor_pago: 0, data_pagamento: null, tipo_servico: 'Empréstimo', motivo: 'Atraso',
  total_a_pagar: owed, cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', cod_acervo: null, titulo: null,
});
const payment = (referencia: number, situacao: string, url: string | null) => ({
  referencia, valor: 4.5, debitos: [1], situacao, url, criado_em: '2026-03-02T10:00:00Z', pago_em: null,
});

function renderPay(debits: Debit[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}><PagTesouroPay debits={debits} /></QueryClientProvider>);
}

beforeEach(() => {
  activateSourceLanguage();
  onlineManager.setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.unstubAllGlobals();
});

describe('PagTesouroPay (the debts page)', () => {
  it('shows nothing when the library does not take PagTesouro', async () => {
    api.GET.mockImplementation(() => ok({ disponivel: false, pagamentos: [] }));
    const { container } = renderPay([debit(1, 4.5)]);
    await waitFor(() => expect(api.GET).toHaveBeenCalledWith('/emprestimo/pagtesouro', expect.anything()));
    expect(container.textContent).toBe('');
  });

  it('shows expired and cancelled payments as such, and the way back to an open one', async () => {
    api.GET.mockImplementation(() => ok({ disponivel: true, pagamentos: [payment(3, 'aberto', 'https://pagtesouro.example/pagar'), payment(2, 'expirado', null), payment(1, 'cancelado', null)] }));
    renderPay([]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-status'))).toEqual(['aberto', 'expirado', 'cancelado']);
    expect(items[0].textContent).toContain('waiting for payment');
    expect(items[1].textContent).toContain('expired');
    expect(items[2].textContent).toContain('cancelled');
    expect(screen.getByRole('link', { name: 'Continue paying' }).getAttribute('href')).toBe('https://pagtesouro.example/pagar');
    expect(screen.queryByRole('button', { name: 'Pay with PagTesouro' })).toBeNull();
  });

  it('asks for a payment of the debts for the amount shown, in cents, and goes to proximaUrl', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    api.GET.mockImplementation(() => ok({ disponivel: true, pagamentos: [] }));
    api.POST.mockImplementation(() => ok(payment(9, 'aberto', 'https://pagtesouro.example/#/pagamento?idSessao=abc'), 201));
    renderPay([debit(1, 0.1), debit(2, 0.2)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with PagTesouro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pagtesouro.example/#/pagamento?idSessao=abc'));
    expect(api.POST).toHaveBeenCalledWith('/emprestimo/pagtesouro', { body: { debitos: [1, 2], valor: 0.3 } });
  });
});
