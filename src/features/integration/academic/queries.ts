// Teaching plans (spec §1 "Teaching plan", §5, §7): the search's choices and the plans a
// search finds, each with its bibliography's copies, loans and copies short.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { operations } from '../../../../openapi/schema.gen';

export type TeachingPlanSearch = NonNullable<operations['searchTeachingPlans']['parameters']['query']>;

/** §5: a search needs at least one field. */
export function hasAnyField(search: TeachingPlanSearch): boolean {
  return Object.entries(search).some(([key, value]) => key !== 'lang' && value !== undefined && String(value).trim() !== '');
}

export const teachingPlanKeys = {
  all: () => ['teaching-plans'] as const,
  options: () => [...teachingPlanKeys.all(), 'options'] as const,
  search: (search: TeachingPlanSearch) => [...teachingPlanKeys.all(), 'search', search] as const,
};

export const teachingPlanQueries = {
  options: () => queryOptions({
    queryKey: teachingPlanKeys.options(),
    queryFn: ({ signal }) => unwrap(api.GET('/acervo/meu-pergamum/plano-ensino/disciplinas-bibliotecas', { signal })),
    staleTime: 60 * 60 * 1000,
  }),
  search: (search: TeachingPlanSearch) => queryOptions({
    queryKey: teachingPlanKeys.search(search),
    queryFn: ({ signal }) => unwrap(api.GET('/acervo/meu-pergamum/plano-ensino/bibliografia', { params: { query: search }, signal })),
    placeholderData: keepPreviousData,
  }),
};
