// The patron's loans (spec §1 Loan, Renewal, Pending loans): current loans, the renewal
// screen's view of them (whether each can be renewed and why not), the history, and the
// renewal itself. Answers are saved per patron for offline use like every query.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { LIVE } from '../../../lib/startup/query-client';

export interface HistoryFilters { dataIni?: string; dataFim?: string; multa?: boolean }

export const loanKeys = {
  all: () => ['loans'] as const,
  current: () => [...loanKeys.all(), 'current'] as const,
  renewable: () => [...loanKeys.all(), 'renewable'] as const,
  history: (filters: HistoryFilters = {}) => [...loanKeys.all(), 'history', filters] as const,
};

export const loanQueries = {
  current: () =>
    queryOptions({
      queryKey: loanKeys.current(),
      queryFn: ({ signal }) => unwrap(api.GET('/emprestimo/titulos-pendentes', { signal })),
      ...LIVE,
    }),
  /** Current loans with each copy's details (§1 Pending loans). */
  currentDetailed: () =>
    queryOptions({
      queryKey: [...loanKeys.current(), 'details'] as const,
      queryFn: ({ signal }) => unwrap(api.GET('/emprestimo/titulos-pendentes', { params: { query: { showDetails: true } }, signal })),
      ...LIVE,
    }),
  renewable: () =>
    queryOptions({
      queryKey: loanKeys.renewable(),
      queryFn: ({ signal }) => unwrap(api.GET('/pessoas/renovar', { signal })),
      ...LIVE,
    }),
  history: (filters: HistoryFilters = {}) =>
    queryOptions({
      queryKey: loanKeys.history(filters),
      queryFn: ({ signal }) => unwrap(api.GET('/emprestimo/historico', { params: { query: filters }, signal })),
    }),
};

/** Renews the given loans, or every renewable one (`all`); each loan's outcome comes back. */
export async function renewLoans(queryClient: QueryClient, request: { all: true } | { loans: number[] }) {
  const body = 'all' in request ? { todos: true, emprestimos: [] } : { emprestimos: request.loans };
  try {
    return await unwrap(api.POST('/emprestimo/renovacao', { body }));
  } finally {
    // Due dates moved (or a refusal showed something changed): every loan view refetches.
    await queryClient.invalidateQueries({ queryKey: loanKeys.all() });
  }
}
