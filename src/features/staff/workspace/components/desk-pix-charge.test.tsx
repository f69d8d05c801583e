// @vitest-environment happy-dom
// A PIX charge made at the desk (issue 39): every debt ticked at first, the amount in cents of
// the ticked ones; a due date offered only when the library's provider makes cobv charges,
// checked as whole days from 1 to 60 beside its field; the charge made shown with its due date.
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../../tests/support/lingui-macro';
import type { Debit } from '../../../../api/types';
import { DeskPixCharge } from './desk-pix-charge';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));
const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn() }));
vi.mock('../../../../api/client', () => ({ api }));
vi.mock('uqr', () => ({ renderSVG: () => '<svg xmlns="http://www.w3.org/2000/svg"/>' }));

const ok = (data: unknown, status = 200) => Promise.resolve({ data, response: new Response(null, { status }) });
const failed = (status: number, message: string) => Promise.resolve({ error: { message }, response: new Response(null, { status }) });

const debit = (cod: number, owed: number, motivo: string): Debit => ({
  cod_debito: cod, valor_multa: owed, desconto: 0, valor_pago: 0, data_pagamento: null, tipo_servico: 'Empréstimo', motivo,
  total_a_pagar: owed, cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', cod_acervo: null, titulo: null,
});
const charge = (vencimento: string | null) => ({
  txid: 'TX1', valor: 0.3, debitos: [1, 2], situacao: 'ativa', dinamica: true, copia_e_cola: '000201PIXCODE', criado_em: '2026-03-02T10:00:00Z',
  expira_em: '2026-04-10T03:00:00Z', pago_em: null, vencimento,
});

function renderForm(cobv: { dias: number; validade_dias: number } | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}><DeskPixCharge cod={7} debts={[debit(1, 0.1, 'Atraso A'), debit(2, 0.2, 'Atraso B')]} cobv={cobv} /></QueryClientProvider>);
}

beforeEach(() => {
  activateSourceLanguage();
  onlineManager.setOnline(true);
  api.GET.mockImplementation(() => ok({}));
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('DeskPixCharge', () => {
  it('offers no due date with a static key, and charges the ticked debts for their sum in cents', async () => {
    renderForm(null);
    expect(screen.queryByRole('radio')).toBeNull();
    api.POST.mockImplementation(() => ok(charge(null), 201));
    fireEvent.click(screen.getByLabelText(/^Atraso B/));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /^Make the PIX charge of R\$\s?0[.,]10$/ })); });
    expect(api.POST).toHaveBeenCalledWith('/balcao/pessoas/{cod}/pix', { params: { path: { cod: 7 } }, body: { debitos: [1], valor: 0.1 } });
    expect((await screen.findByTestId('desk-pix-made')).textContent).toContain('The patron also finds it on their debts page.');
    expect(screen.getByText('000201PIXCODE')).toBeTruthy();
  });

  it('points at the debts when none is ticked, and sends nothing', async () => {
    renderForm(null);
    fireEvent.click(screen.getByLabelText(/^Atraso A/));
    fireEvent.click(screen.getByLabelText(/^Atraso B/));
    fireEvent.click(screen.getByRole('button', { name: /^Make the PIX charge/ }));
    expect(screen.getByText('Tick at least one debt to charge.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Atraso A/));
    expect(api.POST).not.toHaveBeenCalled();
  });

  it('with a provider: a due date in days (whole, 1 to 60), sent as vencimento_dias, and the charge shown due on its date', async () => {
    renderForm({ dias: 3, validade_dias: 30 });
    expect((screen.getByRole('radio', { name: 'Immediate: pay now' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'With a due date' }));
    const days = screen.getByLabelText('Due in (days)') as HTMLInputElement;
    expect(days.value).toBe('3');
    expect(screen.getByText(/may still pay for 30 days after the due date/)).toBeTruthy();
    fireEvent.change(days, { target: { value: '61' } });
    fireEvent.click(screen.getByRole('button', { name: /^Make the PIX charge/ }));
    expect(screen.getByText('Enter a whole number of days from 1 to 60.')).toBeTruthy();
    expect(api.POST).not.toHaveBeenCalled();
    fireEvent.change(days, { target: { value: '10' } });
    api.POST.mockImplementation(() => ok(charge('2026-03-12'), 201));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /^Make the PIX charge/ })); });
    expect(api.POST).toHaveBeenCalledWith('/balcao/pessoas/{cod}/pix', { params: { path: { cod: 7 } }, body: { debitos: [1, 2], valor: 0.3, vencimento_dias: 10 } });
    expect((await screen.findByTestId('desk-pix-made')).textContent).toMatch(/Due on 03\/12\/2026; it may be paid until/);
  });

  it("shows the server's refusal (a patron without a CPF) beside the form", async () => {
    renderForm({ dias: 3, validade_dias: 30 });
    fireEvent.click(screen.getByRole('radio', { name: 'With a due date' }));
    api.POST.mockImplementation(() => failed(422, 'error.pix-cpf-required'));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: /^Make the PIX charge/ })); });
    expect((await screen.findByRole('alert')).textContent).toBe('error.pix-cpf-required');
    expect(screen.queryByTestId('desk-pix-made')).toBeNull();
  });
});
