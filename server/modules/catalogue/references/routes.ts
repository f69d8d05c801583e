import { defineHandlers } from '../../../http/handlers';
import * as service from './service';

export const referencesHandlers = defineHandlers({
  getTitleReference: ({ ctx, params, query }) => service.reference(ctx, params.id, query.estilo),
  getTitleDublinCore: async ({ ctx, params, query, reply }) => {
    if (query.formato !== 'xml') return service.dublinCore(ctx, params.id);
    const xml = await service.dublinCoreXml(ctx, params.id);
    reply.type('application/xml; charset=utf-8').header('content-disposition', `inline; filename="${params.id}-dc.xml"`).send(xml);
  },
});
