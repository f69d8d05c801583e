import { defineHandlers } from '../../../http/handlers';
import * as service from './service';

export const kardexHandlers = defineHandlers({
  getKardexPermission: ({ ctx, params }) => service.permission(ctx, params.id),
  getKardexOptions: ({ ctx, params }) => service.options(ctx, params.id),
  listKardexIssues: ({ ctx, params, query }) => service.list(ctx, params.id, query),
  getKardexItem: ({ ctx, params, query }) => service.item(ctx, params.id, query.seqPar),
});
