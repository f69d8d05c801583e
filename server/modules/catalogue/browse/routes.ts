import { defineHandlers } from '../../../http/handlers';
import { authority, authorityTypes, searchAuthorities } from './authorities';
import { INDEX_OPTIONS, browseIndex } from './index-browse';

export const browseHandlers = defineHandlers({
  listIndexOptions: async () => INDEX_OPTIONS.map((o) => ({ ...o })),
  browseIndex: async ({ ctx, query }) =>
    browseIndex(ctx.database.db, query.tipo, query.termo, query.direcao ?? 'frente', query.quantidade ?? 20),
  searchAuthorities: async ({ ctx, query }) =>
    searchAuthorities(ctx.database.db, { termo: query.termo, tipo: query.tipo, pagina: query.pagina ?? 1, quantPag: query.quantPag ?? 20 }),
  listAuthorityTypes: async ({ ctx, query }) => authorityTypes(ctx.database.db, query.autoridades),
  getAuthority: async ({ ctx, params }) => authority(ctx.database.db, params.id),
});
