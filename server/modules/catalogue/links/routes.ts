import { defineHandlers } from '../../../http/handlers';
import * as service from './service';

export const linksHandlers = defineHandlers({
  getTitleLinks: ({ ctx, params }) => service.titleLinks(ctx, params.id),
  listResultLinks: ({ ctx, query }) => service.resultLinks(ctx, query.acervos),
  listCoverImages: ({ ctx, query }) => service.coverImages(ctx, query.cod_acervo, query.limite),
  getDefaultImage: async () => ({ url: service.DEFAULT_COVER }),
  recordLinkAccess: async ({ ctx, req, body, caller }) => {
    await service.recordLinkAccess(ctx, req.log, { ...body, codPessoa: caller?.kind === 'user' ? caller.codPessoa : null });
  },
});
