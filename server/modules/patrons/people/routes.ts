import { defineHandlers } from '../../../http/handlers';
import { userData } from './service';
import { listDuplicatePeople, listLogins, switchLogin } from './logins';
import { eResourceAccessUrl } from './e-resources';

export const peopleHandlers = defineHandlers({
  getUserData: ({ ctx, caller }) => userData(ctx, caller.codPessoa),
  listLogins: ({ ctx, caller }) => listLogins(ctx, caller.codPessoa),
  switchLogin: ({ ctx, caller, body }) => switchLogin(ctx, caller.codPessoa, body),
  listDuplicatePeople: ({ ctx, query }) => listDuplicatePeople(ctx, query.usuario),
  getEResourceAccessUrl: ({ ctx, caller, body }) => eResourceAccessUrl(ctx, caller.codPessoa, body.base),
});
