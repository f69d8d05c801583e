import { defineHandlers } from '../../http/handlers';
import { requireUser } from '../../http/caller';
import { userData } from './service';

export const peopleHandlers = defineHandlers({
  getUserData: ({ ctx, caller }) => userData(ctx, requireUser(caller).codPessoa),
});
