// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../../tests/support/lingui-macro';
import { CurrentHolds } from './current-holds';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="#title">{children}</a>,
}));

const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn(), DELETE: vi.fn() }));
vi.mock('../../../../api/client', () => ({ api }));

const ok = (data: unknown, status = 200) => Promise.resolve({ data, response: new Response(null, { status }) });

const base = {
  cod_biblioteca: 1,
  desc_biblioteca: 'Biblioteca Central',
  volume: null,
  tomo: null,
  parte: null,
  material_adicional: null,
  localizacao: null,
  data_reserva: '2026-03-02T10:00:00Z',
};
const inQueue = { ...base, cod_reserva: 40, cod_acervo: 7, titulo: 'Dom Casmurro', posicao_fila: 2, data_liberacao: null, data_limite_retirada: null, situacao: 'em_fila' };
const released = { ...base, cod_reserva: 41, cod_acervo: 8, titulo: 'Iracema', volume: '2', posicao_fila: null, data_liberacao: '2026-03-05', data_limite_retirada: '2026-03-08', situacao: 'liberada' };

function renderHolds() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <CurrentHolds />
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

describe('CurrentHolds (/meupergamum/reservas)', () => {
  it('shows each hold’s queue position, or until when a released copy waits', async () => {
    api.GET.mockImplementation(() => ok([released, inQueue]));
    renderHolds();
    const rows = await screen.findAllByRole('row');
    expect(rows[1].textContent).toContain('Iracema');
    expect(rows[1].textContent).toContain('Volume 2');
    expect(rows[1].textContent).toContain('Ready to collect until 03/08/2026');
    expect(rows[2].textContent).toContain('Number 2 in the queue');
  });

  it('asks for a selection before cancelling several (spec §5)', async () => {
    api.GET.mockImplementation(() => ok([inQueue]));
    renderHolds();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel selected holds' }));
    expect(screen.getByRole('alert').textContent).toBe('Select a hold first.');
    expect(api.DELETE).not.toHaveBeenCalled();
  });

  it('cancels the ticked holds after a confirmation, and nothing when the dialog is dismissed', async () => {
    let holds = [released, inQueue];
    api.GET.mockImplementation(() => ok(holds));
    api.DELETE.mockImplementation(() => {
      holds = [];
      return ok(undefined, 204);
    });
    renderHolds();
    fireEvent.click(await screen.findByLabelText('Select the hold on Iracema'));
    fireEvent.click(screen.getByLabelText('Select the hold on Dom Casmurro'));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel selected holds' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Cancel the 2 selected holds?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.DELETE).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel selected holds' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel holds' }));
    await waitFor(() => expect(api.DELETE).toHaveBeenCalledWith('/reserva', { body: [41, 40] }));
    expect(await screen.findByText('You have no holds.')).toBeTruthy();
  });

  it('offline, the cancel buttons say they need a connection', async () => {
    api.GET.mockImplementation(() => ok([inQueue]));
    renderHolds();
    await screen.findByText('Dom Casmurro');
    onlineManager.setOnline(false);
    const bulk = await screen.findByRole('button', { name: 'Cancel selected holds' });
    await waitFor(() => expect(bulk.getAttribute('aria-disabled')).toBe('true'));
    expect(screen.getByText('Needs a connection: you are offline.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select the hold on Dom Casmurro'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel selected holds' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.DELETE).not.toHaveBeenCalled();
  });
});
