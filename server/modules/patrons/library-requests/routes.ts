import { defineHandlers } from '../../../http/handlers';
import './queues';
import { cardPdf } from './card-pdf';
import * as desk from './desk';
import * as service from './service';

export const libraryRequestsHandlers = defineHandlers({
  listRequests: ({ ctx, caller, params, query }) => service.listRequests(ctx, caller.codPessoa, params.type, query),
  createDocumentCopyRequest: async ({ ctx, caller, params, body, reply }) => {
    const created = await service.createDocumentCopy(ctx, caller.codPessoa, params.type, body);
    reply.code(201);
    return created;
  },
  createBibliographicSurvey: async ({ ctx, caller, body, reply }) => {
    const created = await service.createSurvey(ctx, caller.codPessoa, body);
    reply.code(201);
    return created;
  },
  createCatalogueCardRequest: async ({ ctx, caller, body, reply }) => {
    const created = await service.createCatalogueCard(ctx, caller.codPessoa, body);
    reply.code(201);
    return created;
  },
  previewCatalogueCard: async ({ ctx, body, reply }) => {
    const pdf = await cardPdf(ctx, service.checkCard(body));
    return reply.type('application/pdf')
      .header('content-disposition', 'attachment; filename="ficha-catalografica-rascunho.pdf"')
      .send(Buffer.from(pdf));
  },
  createSpecializedSearch: async ({ ctx, caller, body, reply }) => {
    const created = await service.createSpecializedSearch(ctx, caller.codPessoa, body);
    reply.code(201);
    return created;
  },
  listDeskRequests: ({ ctx, query }) => desk.deskRequests(ctx, query.status),
  updateDeskRequest: ({ ctx, caller, params, body }) => desk.moveRequest(ctx, caller.codPessoa, params.id, body.situacao, body.observacao),
});
