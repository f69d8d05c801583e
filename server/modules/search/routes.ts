import { defineHandlers } from '../../http/handlers';
import { badRequest } from '../../http/errors';
import { searchTitles } from './service';

export const searchHandlers = defineHandlers({
  search: async ({ ctx, query }) => {
    // §5: the search field is required; blank is refused like missing.
    if (!query.termo?.trim()) throw badRequest('The above field is required.');
    return searchTitles(ctx.database, {
      termo: query.termo, tipo: query.tipo, pagina: query.pagina, quantPag: query.quantPag,
      ordenacao: query.ordenacao, filtros: query.filtro,
    });
  },
});
