import { defineHandlers } from '../../http/handlers';
import { requireUser } from '../../http/caller';
import { userData } from './service';
import { listDuplicatePeople, listLogins, switchLogin } from './logins';
import { eResourceAccessUrl } from './e-resources';

export const peopleHandlers = defineHandlers({
  getUserData: ({ ctx, caller }) => userData(ctx, requireUser(caller).codPessoa),
  listLogins: ({ ctx, caller }) => listLogins(ctx, requireUser(caller).codPessoa),
  switchLogin: ({ ctx, caller, body }) => switchLogin(ctx, requireUser(caller).codPessoa, body),
  listDuplicatePeople: ({ ctx, query }) => listDuplicatePeople(ctx, query.usuario),
  getEResourceAccessUrl: ({ ctx, caller, body }) => eResourceAccessUrl(ctx, requireUser(caller).codPessoa, body.base),
});
