import { defineHandlers } from '../../http/handlers';
import * as service from './service';

export const holdingsHandlers = defineHandlers({
  getTitle: ({ ctx, params }) => service.title(ctx, params.id),
  getTitleMarc: ({ ctx, params }) => service.titleMarc(ctx, params.id),
  getTitleCopies: ({ ctx, params, query }) => service.titleCopies(ctx, params.id, query.cod_unidade),
  getAuthority: ({ ctx, params }) => service.authority(ctx, params.id),
});
