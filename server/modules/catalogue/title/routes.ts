import { defineHandlers } from '../../../http/handlers';
import * as service from './service';
import * as extras from './title-extras';

export const holdingsHandlers = defineHandlers({
  getTitle: ({ ctx, params }) => service.title(ctx, params.id),
  getTitleMarc: ({ ctx, params }) => service.titleMarc(ctx, params.id),
  getTitleCopies: ({ ctx, params, query }) => service.titleCopies(ctx, params.id, query.cod_unidade),
  getTitlePermissions: ({ ctx, params, caller }) => extras.titlePermissions(ctx, params.id, caller),
  getTitleLibraries: ({ ctx, params }) => extras.titleLibraries(ctx, params.id),
  getTitleSummaries: ({ ctx, params }) => extras.titleSummaries(ctx, params.id),
  getArchiveItem: ({ ctx, query }) => extras.closedCollection(ctx, query),
});
