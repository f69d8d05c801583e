// @vitest-environment happy-dom
// The cashier's payments to review (issue 39): each kept payment with its patron, debts,
// amounts, provider and reason in words; a resolution sends the chosen outcome and the note,
// and the page says so where the focus goes; the resolved list shows who resolved it and how.
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../../tests/support/lingui-macro';
import type { PaymentReview } from '../../../../api/types';
import { PaymentReviewsPage } from './payment-reviews-page';
import type * as Router from '@tanstack/react-router';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@tanstack/react-router', async (actual) => ({
  CatchBoundary: (await actual<typeof Router>()).CatchBoundary,
  Link: ({ children, params }: { children: ReactNode; params?: { cod: number } }) => <a href={`/balcao/usuarios/${params?.cod}`}>{children}</a>,
}));
const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn() }));
vi.mock('../../../../api/client', () => ({ api }));

const ok = (data: unknown, status = 200) => Promise.resolve({ data, response: new Response(null, { status }) });
const failed = (status: number, message: string) => Promise.resolve({ error: { message }, response: new Response(null, { status }) });

const review = (over: Partial<PaymentReview>): PaymentReview => ({
  cod_revisao: 1, provedor: 'pix', motivo: 'pagamento-repetido', valor: 4.5, valor_cobranca: 4.5, cobranca: 'TXID0001', pagamento: 'E0001',
  recebido_em: '2026-03-02T13:00:00Z', pessoa: { cod_pessoa: 7, nome: 'Ana Beatriz Souza', login: 'aluno' },
  debitos: [{ cod_debito: 3, descricao: 'Atraso na devolução' }], resolucao: null, ...over,
});

async function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(<QueryClientProvider client={queryClient}><PaymentReviewsPage /></QueryClientProvider>);
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

describe('PaymentReviewsPage', () => {
  it('lists each kept payment with patron, debts, amounts, provider and why, in words', async () => {
    api.GET.mockImplementation(() => ok({ itens: [
      review({}),
      review({ cod_revisao: 2, provedor: 'pagtesouro', motivo: 'valor-diferente', valor: 2.99, valor_cobranca: 3, cobranca: 'IdPagamento9' }),
      review({ cod_revisao: 3, motivo: 'cobranca-desconhecida', valor: 7, valor_cobranca: null, pessoa: null, debitos: [] }),
    ] }));
    await renderPage();
    const rows = await screen.findAllByRole('row');
    const [, repeated, other, unknown] = rows;
    expect(repeated.textContent).toContain('Ana Beatriz Souza (aluno)');
    expect(within(repeated).getByRole('link').getAttribute('href')).toBe('/balcao/usuarios/7');
    expect(repeated.textContent).toContain('Atraso na devolução');
    expect(repeated.textContent).toContain('PIX');
    expect(repeated.textContent).toContain('a second payment of a paid charge');
    expect(repeated.textContent).not.toContain('the charge was');
    expect(other.textContent).toContain('PagTesouro');
    expect(other.textContent).toMatch(/2[.,]99 \(the charge was R\$\s?3[.,]00\)/);
    expect(other.textContent).toContain("not the charge's amount");
    expect(unknown.textContent).toContain('Unknown: the payment names no charge of the library');
    expect(unknown.textContent).toContain('no charge of ours has this identifier');
    expect(api.GET).toHaveBeenCalledWith('/balcao/caixa/revisao', expect.objectContaining({ params: { query: { situacao: 'abertas' } } }));
  });

  it('sends the outcome and the note, refuses a blank note, and says it is resolved where the focus goes', async () => {
    let open = [review({})];
    api.GET.mockImplementation(() => ok({ itens: open }));
    api.POST.mockImplementation(() => { open = []; return ok(review({ resolucao: { tipo: 'credito', nota: 'Fica de crédito', por: 'bibliotecario', em: '2026-03-03T10:00:00Z' } })); });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Mark resolved: R\$\s?4[.,]50 from Ana Beatriz Souza$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    expect(api.POST).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('What was done'), { target: { value: 'credito' } });
    fireEvent.change(screen.getByLabelText('Note: what was done (required)'), { target: { value: '  Fica de crédito ' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Mark resolved' })); });
    expect(api.POST).toHaveBeenCalledWith('/balcao/caixa/revisao/{cod}/resolucao', { params: { path: { cod: 1 } }, body: { resolucao: 'credito', nota: 'Fica de crédito' } });
    const said = await screen.findByText(/is marked resolved\.$/);
    expect(said.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(await screen.findByText('No payment is waiting for a person.')).toBeTruthy();
  });

  it("shows the server's refusal beside the form (already resolved by someone else)", async () => {
    api.GET.mockImplementation(() => ok({ itens: [review({})] }));
    api.POST.mockImplementation(() => failed(422, 'error.payment-review-resolved'));
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Mark resolved: / }));
    fireEvent.change(screen.getByLabelText('Note: what was done (required)'), { target: { value: 'Devolvido' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Mark resolved' })); });
    // The key, which the catalogs translate (no catalog is loaded here; server/http/messages.test.ts checks they carry it).
    expect((await screen.findByRole('alert')).textContent).toBe('error.payment-review-resolved');
    expect(screen.getByRole('button', { name: 'Mark resolved' })).toBeTruthy();
  });

  it('shows the resolved ones with how, the note, who and when', async () => {
    api.GET.mockImplementation((_path: string, init: { params: { query: { situacao: string } } }) => ok({
      itens: init.params.query.situacao === 'resolvidas'
        ? [review({ resolucao: { tipo: 'reembolsado', nota: 'Devolvido por PIX em 03/03', por: 'bibliotecario', em: '2026-03-03T10:00:00Z' } })]
        : [],
    }));
    await renderPage();
    expect(await screen.findByText('No payment is waiting for a person.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resolved recently' }));
    const cell = await screen.findByText('Refunded to the payer');
    expect(cell.parentElement!.textContent).toMatch(/^Refunded to the payer: Devolvido por PIX em 03\/03 \(bibliotecario, /);
    expect(screen.getByRole('button', { name: 'Resolved recently' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: /^Mark resolved/ })).toBeNull();
  });
});
