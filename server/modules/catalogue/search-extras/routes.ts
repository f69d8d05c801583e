import { defineHandlers } from '../../../http/handlers';
import * as extras from './service';

export const searchExtrasHandlers = defineHandlers({
  getArchiveOptions: ({ ctx }) => extras.archiveOptions(ctx),
  getNormativeActOptions: ({ ctx }) => extras.normativeActOptions(ctx),
  getJurisprudenceOptions: ({ ctx }) => extras.jurisprudenceOptions(ctx),
  listAdditionalTitles: ({ ctx, query }) => extras.additionalTitles(ctx, query.acervos),
  listIndexedTitles: ({ ctx, query }) => extras.indexedTitles(ctx, query.acervos),
});
