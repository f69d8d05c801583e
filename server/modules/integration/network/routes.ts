import { defineHandlers } from '../../../http/handlers';
import { badRequest } from '../../../http/errors';
import { networkTitle, oaiInstitutions, searchNetwork } from './service';

export const networkHandlers = defineHandlers({
  searchNetwork: async ({ ctx, query }) => {
    if (!query.termo.trim()) throw badRequest('error.search-term-required');
    return searchNetwork(ctx.database.db, { termo: query.termo, pagina: query.pagina ?? 1, quantPag: query.quantPag ?? 20, filtros: query.filtro });
  },
  getNetworkTitle: async ({ ctx, params }) => networkTitle(ctx.database.db, params.id),
  listOaiInstitutions: async ({ ctx }) => oaiInstitutions(ctx.database.db),
});
