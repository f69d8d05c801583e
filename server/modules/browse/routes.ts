import { defineHandlers } from '../../http/handlers';
import * as holdings from '../holdings/service';
import { authorityTypes, linkedTitles, searchAuthorities } from './authorities';
import { INDEX_OPTIONS, browseIndex } from './index-browse';

export const browseHandlers = defineHandlers({
  listIndexOptions: async () => INDEX_OPTIONS.map((o) => ({ ...o })),
  browseIndex: async ({ ctx, query }) =>
    browseIndex(ctx.database.db, query.tipo, query.termo, query.direcao ?? 'frente', query.quantidade ?? 20),
  searchAuthorities: async ({ ctx, query }) =>
    searchAuthorities(ctx.database.db, { termo: query.termo, tipo: query.tipo, pagina: query.pagina ?? 1, quantPag: query.quantPag ?? 20 }),
  listAuthorityTypes: async ({ ctx, query }) => authorityTypes(ctx.database.db, query.autoridades),
  // The authority record (holdings' service) with its linked titles (Authority.titulos).
  getAuthority: async (input) => {
    const record = await holdings.authority(input.ctx, input.params.id);
    return { ...record, titulos: await linkedTitles(input.ctx.database.db, input.params.id) };
  },
});
