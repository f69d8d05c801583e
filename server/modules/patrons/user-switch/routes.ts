import { defineHandlers } from '../../../http/handlers';
import { personName, switchUser } from './service';

export const userSwitchHandlers = defineHandlers({
  getPersonName: ({ ctx, caller, params }) => personName(ctx, caller, params.user),
  switchUser: ({ ctx, caller, body }) => switchUser(ctx, caller, body.usuario),
});
