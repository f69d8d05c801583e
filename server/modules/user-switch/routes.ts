import { defineHandlers } from '../../http/handlers';
import { requireUser } from '../../http/caller';
import { personName, switchUser } from './service';

export const userSwitchHandlers = defineHandlers({
  getPersonName: ({ ctx, caller, params }) => personName(ctx, requireUser(caller), params.user),
  switchUser: ({ ctx, caller, body }) => switchUser(ctx, requireUser(caller), body.usuario),
});
