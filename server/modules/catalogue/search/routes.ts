import { defineHandlers } from '../../../http/handlers';
import { badRequest } from '../../../http/errors';
import { autocomplete } from './autocomplete';
import { FILTER_TYPES, SORT_OPTIONS } from './options';
import type { AdvancedRow } from '../core';
import { searchTitles } from './service';

export const searchHandlers = defineHandlers({
  search: async ({ ctx, query }) => {
    const avancada: AdvancedRow[] = (query.campo ?? []).map((campo, i) => ({
      campo, valor: query.valor?.[i] ?? '', operador: query.operador?.[i] ?? 'E',
    }));
    const result = await searchTitles(ctx.database, {
      termo: query.termo, tipo: query.tipo, pagina: query.pagina, quantPag: query.quantPag,
      ordenacao: query.ordenacao, filtros: query.filtro, avancada, anoIni: query.anoIni, anoFim: query.anoFim,
      limiteExato: ctx.config.searchExactLimit, concorrencia: ctx.config.searchConcurrency,
    });
    // §5: the search field is required; blank is refused like missing.
    if (!result) throw badRequest('error.search-term-required');
    return result;
  },
  listSortOptions: async () => SORT_OPTIONS.map((o) => ({ ...o })),
  listSearchFilters: async () => FILTER_TYPES.map((f) => ({ ...f })),
  autocomplete: async ({ ctx, query }) => autocomplete(ctx.database.db, query.termo, query.quantidade ?? 10),
});
