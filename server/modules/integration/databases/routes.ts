import { defineHandlers } from '../../../http/handlers';
import * as service from './service';

export const databasesHandlers = defineHandlers({
  listDatabases: ({ ctx }) => service.patronDatabases(ctx),
  listStaffDatabases: ({ ctx }) => service.staffDatabases(ctx),
  createDatabase: async ({ ctx, caller, body, reply }) => {
    const created = await service.createDatabase(ctx, caller.codPessoa, body);
    reply.code(201);
    return created;
  },
  updateDatabase: ({ ctx, caller, params, body }) => service.updateDatabase(ctx, caller.codPessoa, params.id, body),
  deleteDatabase: async ({ ctx, caller, params, reply }) => {
    await service.deleteDatabase(ctx, caller.codPessoa, params.id);
    reply.code(204);
  },
});
