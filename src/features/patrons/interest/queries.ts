// The interest profile (spec §1 Interest profile, Interest areas, Check titles; §3 entry;
// §5 journals need a type): what the patron follows and the new titles it found.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { components } from '../../../../openapi/schema.gen';

export type InterestEntry = components['schemas']['InterestProfileEntry'];
export type InterestInput = components['schemas']['InterestProfileInput'];
export type TermKind = 'area' | 'autor' | 'assunto';
export interface TitleFilters { dataIni?: string; dataFim?: string }

export const interestKeys = {
  all: () => ['interest'] as const,
  options: () => [...interestKeys.all(), 'options'] as const,
  terms: () => [...interestKeys.all(), 'terms'] as const,
  journals: () => [...interestKeys.all(), 'journals'] as const,
  workTypes: () => [...interestKeys.all(), 'work-types'] as const,
  titles: (filters: TitleFilters = {}) => [...interestKeys.all(), 'titles', filters] as const,
  termSearch: (kind: TermKind, term: string) => [...interestKeys.all(), 'term-search', kind, term] as const,
  journalSearch: (term: string) => [...interestKeys.all(), 'journal-search', term] as const,
};

export const interestQueries = {
  options: () => queryOptions({
    queryKey: interestKeys.options(),
    queryFn: ({ signal }) => unwrap(api.GET('/perfil-interesse/areas-interesse/info-auxiliar', { signal })),
    staleTime: 60 * 60_000,
  }),
  terms: () => queryOptions({
    queryKey: interestKeys.terms(),
    queryFn: ({ signal }) => unwrap(api.GET('/perfil-interesse/area-autor-assunto', { signal })),
  }),
  journals: () => queryOptions({
    queryKey: interestKeys.journals(),
    queryFn: ({ signal }) => unwrap(api.GET('/perfil-interesse/periodicos', { signal })),
  }),
  workTypes: () => queryOptions({
    queryKey: interestKeys.workTypes(),
    queryFn: ({ signal }) => unwrap(api.GET('/perfil-interesse/tipo-obra', { signal })),
  }),
  titles: (filters: TitleFilters = {}) => queryOptions({
    queryKey: interestKeys.titles(filters),
    queryFn: ({ signal }) => unwrap(api.GET('/perfil-interesse/titulos', { params: { query: filters }, signal })),
    // Filled by the daily matching: asked for on every visit.
    staleTime: 0,
  }),
  termSearch: (kind: TermKind, term: string) => queryOptions({
    queryKey: interestKeys.termSearch(kind, term),
    queryFn: ({ signal }) => unwrap(api.GET('/perfil-interesse/area-autor-assunto/pesquisa', { params: { query: { tipoPesquisa: kind, termoPesquisa: term } }, signal })),
    meta: { persist: false },
  }),
  journalSearch: (term: string) => queryOptions({
    queryKey: interestKeys.journalSearch(term),
    queryFn: ({ signal }) => unwrap(api.GET('/perfil-interesse/periodicos/pesquisa', { params: { query: { termoPesquisa: term } }, signal })),
    meta: { persist: false },
  }),
};

const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: interestKeys.all() });

export async function followTerm(queryClient: QueryClient, input: InterestInput) {
  const entry = await unwrap(api.POST('/perfil-interesse/area-autor-assunto', { body: input }));
  await refresh(queryClient);
  return entry;
}

export async function unfollowTerm(queryClient: QueryClient, entry: InterestEntry) {
  const tipoDSI = entry.tipoDSI as TermKind;
  await unwrap(api.DELETE('/perfil-interesse/area-autor-assunto', { params: { query: { codigo: [String(entry.codigo)], tipoDSI } } }));
  await refresh(queryClient);
}

export async function followJournal(queryClient: QueryClient, input: InterestInput) {
  const entry = await unwrap(api.POST('/perfil-interesse/periodicos', { body: input }));
  await refresh(queryClient);
  return entry;
}

export async function unfollowJournal(queryClient: QueryClient, codigo: number) {
  await unwrap(api.DELETE('/perfil-interesse/periodicos', { params: { query: { codigo: [String(codigo)] } } }));
  await refresh(queryClient);
}

export async function followWorkType(queryClient: QueryClient, input: InterestInput) {
  const entry = await unwrap(api.POST('/perfil-interesse/tipo-obra', { body: input }));
  await refresh(queryClient);
  return entry;
}

export async function unfollowWorkType(queryClient: QueryClient, codigo: number) {
  await unwrap(api.DELETE('/perfil-interesse/tipo-obra', { params: { query: { codigo: [String(codigo)] } } }));
  await refresh(queryClient);
}
