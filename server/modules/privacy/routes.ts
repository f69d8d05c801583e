import { defineHandlers } from '../../http/handlers';
import { requireUser } from '../../http/caller';
import { requireStaff } from '../desk';
import { deskDeletionRequests, handleDeletion, myDeletionRequests, requestDeletion } from './deletion';
import { exportMyData } from './export';

export const privacyHandlers = defineHandlers({
  exportMyData: async ({ ctx, caller, reply }) => {
    const data = await exportMyData(ctx, requireUser(caller).codPessoa);
    reply.header('content-disposition', `attachment; filename="meus-dados-${new Date().toISOString().slice(0, 10)}.json"`);
    return data;
  },
  listMyDeletionRequests: ({ ctx, caller }) => myDeletionRequests(ctx, requireUser(caller).codPessoa),
  requestDataDeletion: async ({ ctx, caller, body, reply }) => {
    const created = await requestDeletion(ctx, requireUser(caller).codPessoa, body.motivo);
    reply.code(201);
    return created;
  },
  listDeskDeletionRequests: async ({ ctx, caller, query }) => {
    await requireStaff(ctx, caller);
    return deskDeletionRequests(ctx, query.status);
  },
  handleDeletionRequest: async ({ ctx, caller, params, body }) => {
    const staff = await requireStaff(ctx, caller);
    return handleDeletion(ctx, params.id, body.resposta, staff.cod_pessoa);
  },
});
