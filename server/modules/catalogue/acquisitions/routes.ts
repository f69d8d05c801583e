import { defineHandlers } from '../../../http/handlers';
import { newAcquisitions } from './service';

export const acquisitionsHandlers = defineHandlers({
  listNewAcquisitions: async ({ ctx, query }) => newAcquisitions(ctx.database.db, {
    termo: query.termo, dias: query.dias ?? 60, pagina: query.pagina ?? 1, quantPag: query.quantPag ?? 20, filtros: query.filtro,
  }),
});
