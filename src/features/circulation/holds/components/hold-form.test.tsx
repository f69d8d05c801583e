// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../../tests/support/lingui-macro';
import { HoldForm } from './hold-form';
import type * as Router from '@tanstack/react-router';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@tanstack/react-router', async (actual) => ({
  CatchBoundary: (await actual<typeof Router>()).CatchBoundary,
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn(), DELETE: vi.fn() }));
vi.mock('../../../../api/client', () => ({ api }));

const ok = (data: unknown, status = 200) => Promise.resolve({ data, response: new Response(null, { status }) });
const refused = (message: string) =>
  Promise.resolve({ error: { message }, response: new Response(null, { status: 422 }) });

const option = (library: number, name: string, volume: string | null) => ({
  cod_biblioteca: library,
  desc_biblioteca: name,
  volume,
  tomo: null,
  parte: null,
  material_adicional: null,
  localizacao: 'Acervo geral',
  disponiveis: 0,
  total: 2,
});

const holdable = {
  cod_acervo: 7,
  titulo: 'Dom Casmurro',
  pode_reservar: true,
  motivo: null,
  opcoes: [option(1, 'Biblioteca Central', null)],
};

const hold = {
  cod_reserva: 40,
  cod_acervo: 7,
  titulo: 'Dom Casmurro',
  cod_biblioteca: 1,
  desc_biblioteca: 'Biblioteca Central',
  volume: null,
  tomo: null,
  parte: null,
  material_adicional: null,
  localizacao: 'Acervo geral',
  posicao_fila: 3,
  data_reserva: '2026-03-02T10:00:00Z',
  data_liberacao: null,
  data_limite_retirada: null,
  situacao: 'em_fila',
};

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <HoldForm codAcervo={7} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  activateSourceLanguage();
  onlineManager.setOnline(true);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  onlineManager.setOnline(true);
});

describe('HoldForm (a title’s hold tab)', () => {
  it('shows where the hold would stand, places it, and shows the position it took', async () => {
    api.GET.mockImplementation(() => ok(holdable));
    api.POST.mockImplementation((path: string) =>
      path === '/reserva/validar-fila'
        ? ok({ pode_reservar: true, posicao_fila: 3, exemplares_disponiveis: 0, mensagem: null })
        : ok(hold, 201),
    );
    renderForm();
    expect(await screen.findByText('Your hold would be number 3 in the queue.')).toBeTruthy();
    expect(api.POST).toHaveBeenCalledWith('/reserva/validar-fila', expect.objectContaining({ body: expect.objectContaining({ cod_acervo: 7, biblioteca: 1 }) }));

    fireEvent.click(screen.getByRole('button', { name: 'Place hold' }));
    expect(await screen.findByText('Your hold was placed at Biblioteca Central. You are number 3 in the queue.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your holds' }).getAttribute('href')).toBe('/meupergamum/reservas');
    expect(api.POST).toHaveBeenCalledWith('/reserva', { body: expect.objectContaining({ cod_acervo: 7, biblioteca: 1, volume: null }) });
  });

  it('asks for the volume when the library has several, and checks the queue only once one is chosen', async () => {
    api.GET.mockImplementation(() =>
      ok({ ...holdable, opcoes: [option(1, 'Biblioteca Central', '1'), option(1, 'Biblioteca Central', '2')] }),
    );
    api.POST.mockImplementation(() => ok({ pode_reservar: true, posicao_fila: 1, exemplares_disponiveis: 0, mensagem: null }));
    renderForm();
    const volume = await screen.findByLabelText('Volume, tome, part and material');
    expect(screen.getByRole('button', { name: 'Place hold' })).toHaveProperty('disabled', true);
    expect(api.POST).not.toHaveBeenCalled();
    const second = screen.getByRole('option', { name: 'Volume 2 — 0 of 2 on the shelf' }) as HTMLOptionElement;
    fireEvent.change(volume, { target: { value: second.value } });
    expect(await screen.findByText('Your hold would be number 1 in the queue.')).toBeTruthy();
    expect(api.POST).toHaveBeenCalledWith('/reserva/validar-fila', expect.objectContaining({ body: expect.objectContaining({ volume: '2' }) }));
  });

  it('shows the spec §8 refusal when a copy is on the shelf, with no form', async () => {
    api.GET.mockImplementation(() => ok({ ...holdable, pode_reservar: false, motivo: 'error.hold-copies-available' }));
    renderForm();
    expect(await screen.findByText(/Hold refused: a copy is on the shelf for loan/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place hold' })).toBeNull();
  });

  it('shows the dry run’s refusal (a 422) and the server’s refusal of the hold itself', async () => {
    api.GET.mockImplementation(() => ok(holdable));
    api.POST.mockImplementation((path: string) =>
      path === '/reserva/validar-fila' ? refused('error.hold-duplicate') : refused('error.hold-suspended'),
    );
    renderForm();
    expect(await screen.findByText('You already have a hold on this title.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place hold' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your borrowing is suspended, so you cannot place holds now.');
  });

  it('offline, the button says it needs a connection and sends nothing', async () => {
    api.GET.mockImplementation(() => ok(holdable));
    api.POST.mockImplementation((path: string) =>
      path === '/reserva/validar-fila' ? ok({ pode_reservar: true, posicao_fila: 1, exemplares_disponiveis: 0, mensagem: null }) : ok(hold, 201),
    );
    renderForm();
    const button = await screen.findByRole('button', { name: 'Place hold' });
    onlineManager.setOnline(false);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Needs a connection: you are offline.');
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.POST).not.toHaveBeenCalledWith('/reserva', expect.anything());
    expect(screen.queryByText(/Hold placed/)).toBeNull();
    // Nothing was started (a mutation would wait, paused, with its button saying so).
    expect(screen.getByRole('button', { name: 'Place hold' })).toBe(button);
  });
});
