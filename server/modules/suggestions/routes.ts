import { defineHandlers } from '../../http/handlers';
import { sendSuggestion } from './service';

export const suggestionsHandlers = defineHandlers({
  sendAcquisitionSuggestion: async ({ ctx, caller, body, reply }) => {
    await sendSuggestion(ctx, caller.codPessoa, body);
    reply.code(201);
    return { message: 'success.suggestion-sent' };
  },
});
