// The circulation policy matrix's staff side (issue 35): the matrix with the loan types,
// libraries and categories it is keyed by, the loan types' and rules' changes, and the
// effective rule for a patron and a copy. Other people's data and a desk computer: nothing
// is saved for offline use. A change refreshes the matrix and the library section (whose
// per-category rules are the matrix's "any library, any type" rows).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema.gen';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome, type Outcome } from '../../../api/outcome';
import { staffLibraryKeys } from './queries';

type Schemas = components['schemas'];
export type LoanType = Schemas['LoanType'];
export type Policy = Schemas['CirculationPolicy'];
export type PolicyInput = Schemas['CirculationPolicyInput'];
export type PolicyMatrix = Schemas['CirculationPolicies'];
export type EffectivePolicy = Schemas['EffectiveCirculationPolicy'];

export const policyKeys = {
  // Under the library section's keys, so its saves refresh the matrix too.
  all: () => [...staffLibraryKeys.all(), 'policies'] as const,
  matrix: () => [...policyKeys.all(), 'matrix'] as const,
  effective: (login: string, barcode: string) => [...policyKeys.all(), 'effective', login, barcode] as const,
};

const notSaved = { meta: { persist: false }, retry: false } as const;

export const policyQueries = {
  matrix: () =>
    queryOptions({
      queryKey: policyKeys.matrix(),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/biblioteca/politicas', { signal })),
      ...notSaved,
    }),
};

/** The effective rule, asked once per "Explain" (a refusal such as an unknown barcode is the answer shown). */
export const explainPolicy = (login: string, barcode: string): Promise<Outcome<EffectivePolicy>> =>
  asOutcome(unwrap(api.GET('/balcao/biblioteca/regra-efetiva', { params: { query: { usuario: login, exemplar: barcode } } })));

async function change<T>(queryClient: QueryClient, call: Promise<T>): Promise<Outcome<T>> {
  const outcome = await asOutcome(call);
  if (outcome.ok) await queryClient.invalidateQueries({ queryKey: staffLibraryKeys.all() });
  return outcome;
}

export const policyActions = {
  addLoanType: (queryClient: QueryClient, body: LoanType) =>
    change(queryClient, unwrap(api.POST('/balcao/biblioteca/tipos-emprestimo', { body }))),
  updateLoanType: (queryClient: QueryClient, codigo: string, body: LoanType) =>
    change(queryClient, unwrap(api.PUT('/balcao/biblioteca/tipos-emprestimo/{codigo}', { params: { path: { codigo } }, body }))),
  removeLoanType: (queryClient: QueryClient, codigo: string) =>
    change(queryClient, unwrap(api.DELETE('/balcao/biblioteca/tipos-emprestimo/{codigo}', { params: { path: { codigo } } }))),
  addPolicy: (queryClient: QueryClient, body: PolicyInput) =>
    change(queryClient, unwrap(api.POST('/balcao/biblioteca/politicas', { body }))),
  updatePolicy: (queryClient: QueryClient, id: number, body: PolicyInput) =>
    change(queryClient, unwrap(api.PUT('/balcao/biblioteca/politicas/{id}', { params: { path: { id } }, body }))),
  removePolicy: (queryClient: QueryClient, id: number) =>
    change(queryClient, unwrap(api.DELETE('/balcao/biblioteca/politicas/{id}', { params: { path: { id } } }))),
};
