// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../../tests/support/lingui-macro';
import { LoanRequestForm } from './loan-request-form';
import type * as Router from '@tanstack/react-router';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@tanstack/react-router', async (actual) => ({
  CatchBoundary: (await actual<typeof Router>()).CatchBoundary,
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn() }));
vi.mock('../../../../api/client', () => ({ api }));

const ok = (data: unknown, status = 200) => Promise.resolve({ data, response: new Response(null, { status }) });
const refused = (message: string) => Promise.resolve({ error: { message }, response: new Response(null, { status: 422 }) });

const info = {
  cod_acervo: 7,
  titulo: 'Dom Casmurro',
  pode_solicitar: true,
  motivo: null,
  opcoes: [
    { cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', volume: null, tomo: null, parte: null, material_adicional: null, localizacao: 'Estante 3', disponiveis: 2, total: 2 },
  ],
  bibliotecas_recebimento: [
    { cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', cod_campus: 1 },
    { cod_biblioteca: 2, desc_biblioteca: 'Biblioteca Setorial', cod_campus: 2 },
  ],
  locais_recebimento: [{ codigo: '1', descricao: 'Balcão de empréstimo' }],
  permite_domicilio: true,
  telefone: '(48) 3721-0000',
  email: 'ana@example.edu.br',
};

const created = {
  cod_solicitacao: 9,
  cod_acervo: 7,
  titulo: 'Dom Casmurro',
  biblioteca_origem: 1,
  desc_biblioteca_origem: 'Biblioteca Central',
  biblioteca_recebimento: 2,
  desc_biblioteca_recebimento: 'Biblioteca Setorial',
  volume: null,
  tomo: null,
  parte: null,
  material_adicional: null,
  domicilio: false,
  pessoa_autorizada: null,
  data_solicitacao: '2026-03-02T10:00:00Z',
  situacao: 'aguardando',
};

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <LoanRequestForm codAcervo={7} />
    </QueryClientProvider>,
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send loan request' }));

beforeEach(() => {
  activateSourceLanguage();
  onlineManager.setOnline(true);
  api.GET.mockImplementation(() => ok(info));
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  onlineManager.setOnline(true);
});

describe('LoanRequestForm (a title’s loan-request tab)', () => {
  it('refuses a bad e-mail address with the message, on the field, and sends nothing', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText('Receiving library'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@biblioteca' } });
    send();
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a valid e-mail address.');
    expect(document.activeElement).toBe(email);
    expect(api.POST).not.toHaveBeenCalled();
  });

  it('keeps only digits, hyphens, parentheses and spaces in the phone, at most 16', async () => {
    renderForm();
    const phone = (await screen.findByLabelText('Phone')) as HTMLInputElement;
    expect(phone.value).toBe('(48) 3721-0000');
    fireEvent.change(phone, { target: { value: '+55 (48) 99999-8888 ramal 2' } });
    expect(phone.value).toBe('55 (48) 99999-88');
  });

  it('asks for the home address only when home delivery is chosen', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText('Receiving library'), { target: { value: '2' } });
    expect(screen.queryByLabelText('Home address')).toBeNull();
    fireEvent.click(screen.getByLabelText('Deliver to my home'));
    send();
    expect(screen.getByText('Enter your home address for home delivery.')).toBeTruthy();
    expect(api.POST).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Home address'), { target: { value: 'Rua das Flores, 12' } });
    api.POST.mockImplementation(() => ok({ ...created, domicilio: true }, 201));
    send();
    await waitFor(() =>
      expect(api.POST).toHaveBeenCalledWith('/solicitacao-emprestimo/{id}', {
        params: { path: { id: 7 } },
        body: expect.objectContaining({ domicilio: true, recebimento_textual: 'Rua das Flores, 12', biblioteca_origem: 1, biblioteca_recebimento: 2, cod_local_recebimento: 1 }),
      }),
    );
  });

  it('sends a complete request and says it waits for the library', async () => {
    api.POST.mockImplementation(() => ok(created, 201));
    renderForm();
    fireEvent.change(await screen.findByLabelText('Receiving library'), { target: { value: '2' } });
    send();
    expect(await screen.findByText(/Your request was sent to the library \(status: Waiting\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your loan requests' }).getAttribute('href')).toBe('/meupergamum/solicitacoes');
    expect(api.POST).toHaveBeenCalledWith('/solicitacao-emprestimo/{id}', expect.objectContaining({
      body: expect.objectContaining({ telefone: '(48) 3721-0000', email: 'ana@example.edu.br', domicilio: false, recebimento_textual: null }),
    }));
  });

  it('shows the server’s limit refusal under the form (spec §8)', async () => {
    api.POST.mockImplementation(() => refused('error.loan-request-limit-exceeded'));
    renderForm();
    fireEvent.change(await screen.findByLabelText('Receiving library'), { target: { value: '2' } });
    send();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Loan request limit exceeded/);
  });

  it('shows a duplicate request’s refusal instead of the form', async () => {
    api.GET.mockImplementation(() => ok({ ...info, pode_solicitar: false, motivo: 'error.loan-request-duplicate' }));
    renderForm();
    expect(await screen.findByText('You already have an open loan request for this title.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send loan request' })).toBeNull();
  });

  it('offline, the button says it needs a connection and sends nothing', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText('Receiving library'), { target: { value: '2' } });
    onlineManager.setOnline(false);
    const button = screen.getByRole('button', { name: 'Send loan request' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Needs a connection: you are offline.');
    send();
    expect(screen.getByRole('button', { name: 'Send loan request' })).toBe(button);
    expect(api.POST).not.toHaveBeenCalled();
  });
});
