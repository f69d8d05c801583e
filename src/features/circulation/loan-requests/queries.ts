// The patron's loan requests (spec §1 Loan-request consultation, §3, §7 Loan requests):
// what a title's request form needs, sending a request, and the list with its statuses.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components, operations } from '../../../../openapi/schema.gen';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome, type Outcome } from '../../../api/outcome';
import { LIVE } from '../../../lib/startup/query-client';

export type LoanRequest = components['schemas']['LoanRequest'];
export type LoanRequestInput = components['schemas']['LoanRequestInput'];
export type LoanRequestInitialInfo = components['schemas']['LoanRequestInitialInfo'];
export type StatusFilter = NonNullable<NonNullable<operations['listLoanRequests']['parameters']['query']>['status']>;

export interface LoanRequestFilters { status?: StatusFilter; dataIni?: string; dataFim?: string }

export const loanRequestKeys = {
  all: () => ['loan-requests'] as const,
  lists: () => [...loanRequestKeys.all(), 'list'] as const,
  list: (filters: LoanRequestFilters = {}) => [...loanRequestKeys.lists(), filters] as const,
  options: (codAcervo: number) => [...loanRequestKeys.all(), 'title', codAcervo, 'options'] as const,
};

export const loanRequestQueries = {
  list: (filters: LoanRequestFilters = {}) =>
    queryOptions({
      queryKey: loanRequestKeys.list(filters),
      queryFn: ({ signal }) => unwrap(api.GET('/solicitacao-emprestimo', { params: { query: filters }, signal })),
      // The desk makes a request available behind the patron's back: asked for on every visit.
      ...LIVE,
    }),
  options: (codAcervo: number) =>
    queryOptions({
      queryKey: loanRequestKeys.options(codAcervo),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/solicitacao-emprestimo/{id}/informacoes-iniciais', { params: { path: { id: codAcervo } }, signal })),
      staleTime: 0,
    }),
};

/**
 * Sends a loan request. A 422 (limit, duplicate, a field the server refuses) is the
 * patron's to read under the form, not a failure to report; every loan-request view refetches.
 */
export async function sendLoanRequest(queryClient: QueryClient, codAcervo: number, body: LoanRequestInput): Promise<Outcome<LoanRequest>> {
  try {
    return await asOutcome(unwrap(api.POST('/solicitacao-emprestimo/{id}', { params: { path: { id: codAcervo } }, body })));
  } finally {
    await queryClient.invalidateQueries({ queryKey: loanRequestKeys.all() });
  }
}
