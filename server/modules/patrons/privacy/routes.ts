import { defineHandlers } from '../../../http/handlers';
import './queues';
import { deskDeletionRequests, handleDeletion, myDeletionRequests, requestDeletion } from './deletion';
import { exportMyData } from './export';

export const privacyHandlers = defineHandlers({
  exportMyData: async ({ ctx, caller, reply }) => {
    const data = await exportMyData(ctx, caller.codPessoa);
    reply.header('content-disposition', `attachment; filename="meus-dados-${new Date().toISOString().slice(0, 10)}.json"`);
    return data;
  },
  listMyDeletionRequests: ({ ctx, caller }) => myDeletionRequests(ctx, caller.codPessoa),
  requestDataDeletion: async ({ ctx, caller, body, reply }) => {
    const created = await requestDeletion(ctx, caller.codPessoa, body.motivo);
    reply.code(201);
    return created;
  },
  listDeskDeletionRequests: ({ ctx, query }) => deskDeletionRequests(ctx, query.status),
  handleDeletionRequest: ({ ctx, caller, params, body }) => handleDeletion(ctx, params.id, body.resposta, caller.codPessoa),
});
