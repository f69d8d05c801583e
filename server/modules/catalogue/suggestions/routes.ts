import { defineHandlers } from '../../../http/handlers';
import './queues';
import { languageOfHeader } from '../../platform';
import { acquisitionStatuses, mySuggestions, suggestionStatistics } from './consult';
import { moveSuggestion, suggestionQueue } from './queue';
import { sendSuggestion } from './service';

export const suggestionsHandlers = defineHandlers({
  sendAcquisitionSuggestion: async ({ ctx, caller, body, reply }) => {
    await sendSuggestion(ctx, caller.codPessoa, body);
    reply.code(201);
    return { message: 'success.suggestion-sent' };
  },
  listAcquisitionStatuses: async ({ lang }) => acquisitionStatuses(languageOfHeader(lang)),
  listAcquisitionRequests: ({ ctx, caller, query, lang }) => mySuggestions(ctx, caller.codPessoa, query, languageOfHeader(lang)),
  getAcquisitionStatistics: ({ ctx, caller, lang }) => suggestionStatistics(ctx, caller.codPessoa, languageOfHeader(lang)),
  listSuggestionQueue: ({ ctx, query, lang }) => suggestionQueue(ctx, query.situacao, languageOfHeader(lang)),
  moveSuggestion: ({ ctx, caller, params, body, lang }) => moveSuggestion(ctx, caller.codPessoa, params.id, body, languageOfHeader(lang)),
});
