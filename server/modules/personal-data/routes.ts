import { defineHandlers } from '../../http/handlers';
import { requireUser } from '../../http/caller';
import { signInClient } from '../auth';
import { departments, loggedInEmail, personalData, updatePersonalData } from './service';

export const personalDataHandlers = defineHandlers({
  getPersonalData: ({ ctx, caller }) => personalData(ctx, requireUser(caller).codPessoa),
  updatePersonalData: ({ ctx, caller, body, req, lang }) => updatePersonalData(ctx, requireUser(caller).codPessoa, body, signInClient(ctx, req, lang)),
  getLoggedInEmail: ({ ctx, caller }) => loggedInEmail(ctx, requireUser(caller).codPessoa),
  listDepartments: ({ ctx }) => departments(ctx),
});
