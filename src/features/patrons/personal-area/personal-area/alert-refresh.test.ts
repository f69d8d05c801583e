// A new alert refreshes the lists of the page it names (issue 37): the released hold shows
// without waiting for the lists' own next visit.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
const { followAlerts, listsNamedBy } = await import('./alert-refresh');

const alert = (id: number, rota?: string) => ({ id, lido: false, titulo: 'x', mensagem: 'y', data: '2026-11-28T12:00:00Z', tipo: null, ...(rota ? { rota } : {}) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('listsNamedBy', () => {
  it('names the holds for the holds page, loans and debts for the loans page, nothing for others', () => {
    expect(listsNamedBy('/meupergamum/reservas')).toEqual([['holds']]);
    expect(listsNamedBy('/meupergamum/emprestimos?x=1')).toEqual([['loans'], ['debts']]);
    expect(listsNamedBy('/meupergamum/solicitacoes')).toEqual([['loan-requests']]);
    expect(listsNamedBy('/meupergamum/alertas')).toEqual([]);
    expect(listsNamedBy(undefined)).toEqual([]);
  });
});

describe('followAlerts', () => {
  it('invalidates the holds when an alert naming them arrives, not for the alerts first seen', async () => {
    const client = new QueryClient();
    client.setQueryData(['holds', 'list', 'current'], ['position 1']);
    client.setQueryData(['alerts', 'list', {}], [alert(1, 'reservas')]);
    const stop = followAlerts(client);
    const holds = () => client.getQueryCache().find({ queryKey: ['holds', 'list', 'current'] })!.state.isInvalidated;

    client.setQueryData(['alerts', 'list', {}], [alert(1, 'reservas')]);
    await settle();
    expect(holds()).toBe(false);

    client.setQueryData(['alerts', 'list', {}], [alert(2, 'reservas'), alert(1, 'reservas')]);
    await settle();
    expect(holds()).toBe(true);
    stop();
  });

  it('follows an old alert by its url, and leaves the holds alone for a loan alert', async () => {
    const client = new QueryClient();
    client.setQueryData(['holds', 'list', 'current'], []);
    client.setQueryData(['loans', 'current'], []);
    const stop = followAlerts(client);
    client.setQueryData(['alerts', 'list', {}], []);
    client.setQueryData(['alerts', 'list', {}], [alert(3, 'emprestimos')]);
    await settle();
    expect(client.getQueryCache().find({ queryKey: ['loans', 'current'] })!.state.isInvalidated).toBe(true);
    expect(client.getQueryCache().find({ queryKey: ['holds', 'list', 'current'] })!.state.isInvalidated).toBe(false);
    client.setQueryData(['alerts', 'list', {}], [{ ...alert(4), url: '/meupergamum/reservas' }, alert(3, 'emprestimos')]);
    await settle();
    expect(client.getQueryCache().find({ queryKey: ['holds', 'list', 'current'] })!.state.isInvalidated).toBe(true);
    stop();
  });
});
