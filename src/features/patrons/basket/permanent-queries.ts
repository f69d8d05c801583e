// The permanent basket (spec §1 Permanent basket, §7 GET /acervo/cesta-permanente/colecao,
// PUT /acervo/cesta-permanente): titles a patron keeps in the personal area, listed with
// the day each was saved (optionally between two days) and removed one by one. Titles are
// saved from the basket page (POST, features/patrons/basket).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { DateRange } from '../../../components/date-range';

export const permanentBasketKeys = {
  all: () => ['permanent-basket'] as const,
  list: (range: DateRange) => [...permanentBasketKeys.all(), 'list', range.dataIni ?? '', range.dataFim ?? ''] as const,
};

export const permanentBasketQueries = {
  list: (range: DateRange = {}) =>
    queryOptions({
      queryKey: permanentBasketKeys.list(range),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/acervo/cesta-permanente/colecao', {
          params: { query: range.dataIni || range.dataFim ? { tipoBusca: 'periodo', ...range } : { tipoBusca: 'todos' } },
          signal,
        })),
    }),
};

export async function removeFromPermanentBasket(queryClient: QueryClient, acervo: number) {
  await unwrap(api.PUT('/acervo/cesta-permanente', { body: { acervo } }));
  await queryClient.invalidateQueries({ queryKey: permanentBasketKeys.all() });
}
