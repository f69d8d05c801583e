// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../../tests/support/lingui-macro';
import { DeskPage, StaffWorkspace } from './desk-page';
import type * as Router from '@tanstack/react-router';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@tanstack/react-router', async (actual) => ({
  CatchBoundary: (await actual<typeof Router>()).CatchBoundary,
  Link: ({ children }: { children: ReactNode }) => <a href="#to">{children}</a>,
  // The workspace layout's outlet is the desk page, as at /balcao.
  Outlet: () => outlet.page(),
}));
const outlet = vi.hoisted(() => ({ page: (): ReactNode => null }));

const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn(), PUT: vi.fn() }));
vi.mock('../../../../api/client', () => ({ api }));
const session = vi.hoisted(() => ({ user: { login: 'bibliotecario', cod_pessoa: 90, nome: 'Marina Costa Pereira' } as unknown }));
vi.mock('../../../../lib/session/use-session', () => ({ useSession: () => session }));

const ok = (data: unknown, status = 200) => Promise.resolve({ data, response: new Response(null, { status }) });
const failed = (status: number, message: string) => Promise.resolve({ error: { message }, response: new Response(null, { status }) });

const ana = {
  cod_pessoa: 1, login: 'aluno', nome: 'Ana Beatriz Souza', categoria: '01', categoria_descricao: 'Graduação', validade_matricula: '2027-01-31',
  bloqueado: true, nota_biblioteca: 'Carteirinha retida', emprestimos: [], reservas: [], multas: [], debito: 4.5, suspenso_ate: null,
  pode_emprestar: false, motivo: 'error.desk-patron-blocked', emprestimos_abertos: 3, limite_emprestimos: 5, atrasados: 1,
  avisos: [{ motivo: 'error.desk-patron-blocked', recusa: true }, { motivo: 'error.desk-patron-debt', recusa: false }], pode_liberar: true,
};

function staffDesk(path: string) {
  if (path === '/balcao/sessao') return ok({ cod_pessoa: 90, login: 'bibliotecario', nome: 'Marina Costa Pereira', permissoes: ['admin'] });
  if (path === '/balcao/usuarios/{usuario}') return ok(ana);
  return ok([]);
}

/** Rendered inside an awaited act: the workspace first waits (React `use`) for the saved cache's restore. */
async function renderDesk() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <StaffWorkspace />
      </QueryClientProvider>,
    );
  });
}

beforeEach(() => {
  outlet.page = () => <DeskPage />;
  activateSourceLanguage();
  onlineManager.setOnline(true);
  session.user = { login: 'bibliotecario', cod_pessoa: 90, nome: 'Marina Costa Pereira' };
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('DeskPage (/balcao)', () => {
  it('tells a patron the page is for staff only (the server answers 403) and shows no form', async () => {
    session.user = { login: 'aluno', cod_pessoa: 1, nome: 'Ana Beatriz Souza' };
    api.GET.mockImplementation(() => failed(403, 'error.staff-only'));
    await renderDesk();
    expect((await screen.findByRole('alert')).textContent).toBe('This page is for library staff only. Your account is not a staff account.');
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();
  });

  it("shows a cataloguer the workspace's start and no check-out, return or payment form", async () => {
    session.user = { login: 'catalogador', cod_pessoa: 91, nome: 'Tiago Almeida Ramos' };
    api.GET.mockImplementation((path: string) =>
      path === '/balcao/sessao' ? ok({ cod_pessoa: 91, login: 'catalogador', nome: 'Tiago Almeida Ramos', permissoes: ['cataloguing'] }) : ok({}));
    await renderDesk();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff workspace' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Comments to moderate' }).length).toBeGreaterThan(0);
    for (const name of ['Check out', 'Return', 'Record a payment']) expect(screen.queryByRole('heading', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Return item' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Circulation desk' })).toBeNull();
  });

  it('shows the circulation desk its forms', async () => {
    api.GET.mockImplementation(staffDesk);
    await renderDesk();
    for (const name of ['Check out', 'Return', 'Record a payment']) expect(await screen.findByRole('heading', { name }, { timeout: 5000 })).toBeTruthy();
  });

  it('asks a visitor to log in', async () => {
    session.user = false;
    await renderDesk();
    expect(screen.getByText('The circulation desk is for library staff only. Log in with a staff account.')).toBeTruthy();
    expect(api.GET).not.toHaveBeenCalled();
  });

  it('returns an item: the fine, the suspension and the hold it released', async () => {
    api.GET.mockImplementation(staffDesk);
    api.POST.mockImplementation(() =>
      ok({
        cod_emprestimo: 5, cod_acervo: 7, titulo: 'Dom Casmurro', cod_pessoa: 1, nome: 'Ana Beatriz Souza',
        data_devolucao: '2026-03-10', dias_atraso: 3, multa: 4.5, suspensao_ate: '2026-03-13',
        reserva_liberada: { cod_reserva: 40, cod_pessoa: 2, nome: 'Carlos Eduardo Lima', data_limite_retirada: '2026-03-13' },
      }),
    );
    await renderDesk();
    expect(await screen.findByText('At the desk: Marina Costa Pereira')).toBeTruthy();
    fireEvent.change(within(screen.getByRole('region', { name: 'Return' })).getByLabelText('Item barcode'), { target: { value: ' 1203 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Return item' }));
    const answer = await screen.findByText(/3 days late\./);
    const box = answer.closest('[role=status]');
    expect(box?.textContent).toMatch(/Fine: R\$\s4\.50\./);
    expect(box?.textContent).toContain('Borrowing suspended until 03/13/2026.');
    expect(box?.textContent).toContain('set this copy aside for Carlos Eduardo Lima, who may collect it until 03/13/2026');
    expect(api.POST).toHaveBeenCalledWith('/balcao/devolucoes', { body: { codigo_barras: '1203' } });
  });

  it('shows the patron and the refusal before the first scan, asks a reason, sends it, and shows a copy-level refusal', async () => {
    api.GET.mockImplementation(staffDesk);
    api.POST.mockImplementation(() => failed(422, 'error.desk-copy-reserved'));
    await renderDesk();
    await screen.findByText('At the desk: Marina Costa Pereira');
    fireEvent.change(screen.getAllByLabelText('Patron login or barcode')[0], { target: { value: 'aluno' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show patron' }));
    const notices = await screen.findByRole('list', { name: 'Before lending' });
    expect(notices.textContent).toContain('Refused: This patron is blocked and cannot borrow.');
    expect(notices.textContent).toContain('Warning: This patron has unpaid fines');
    expect(screen.getByText('Carteirinha retida')).toBeTruthy();
    expect(screen.getByText('3 of 5')).toBeTruthy();
    // No barcode field until the clerk decides: the reason field has the focus.
    const checkOut = within(screen.getByRole('region', { name: 'Check out' }));
    expect(checkOut.queryByLabelText('Item barcode')).toBeNull();
    const reason = screen.getByLabelText('Reason to check out anyway');
    expect(document.activeElement).toBe(reason);
    fireEvent.change(reason, { target: { value: 'Autorizado pela chefia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check out anyway' }));
    expect(screen.getByText('Checking out anyway. Reason: Autorizado pela chefia')).toBeTruthy();
    const barcode = checkOut.getByLabelText('Item barcode');
    expect(document.activeElement).toBe(barcode);
    fireEvent.change(barcode, { target: { value: '1203' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText('This copy is set aside for another patron’s hold.')).toBeTruthy();
    expect(api.POST).toHaveBeenCalledWith('/balcao/emprestimos', {
      body: { usuario: 'aluno', codigo_barras: '1203', motivo_liberacao: 'Autorizado pela chefia' },
    });
  });
});
