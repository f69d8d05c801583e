import { defineHandlers } from '../../../http/handlers';
import * as service from './service';

export const providersHandlers = defineHandlers({
  openRestrictedLink: ({ ctx, req, caller, params, body }) =>
    service.openRestrictedLink(ctx, req.log, caller.codPessoa, params.cod_acervo, params.seq_paragrafo, body),
  getAbntLink: ({ ctx, req, caller, params }) => service.documentLink(ctx, req.log, caller.codPessoa, 'abnt', params.id),
  getTargetLink: ({ ctx, req, caller, params }) => service.documentLink(ctx, req.log, caller.codPessoa, 'target', params.id),
  openGrupoA: ({ ctx, req, caller, body }) => service.grupoALink(ctx, req.log, caller.codPessoa, body.sessionid),
  searchTargetProducts: ({ ctx, query }) => service.targetProducts(ctx, query.termoPesquisa),
  listEventumEvents: ({ ctx }) => service.eventumEvents(ctx),
});
