import { defineHandlers } from '../../../http/handlers';
import { signInClient } from '../auth';
import { departments, loggedInEmail, personalData, updatePersonalData } from './service';

export const personalDataHandlers = defineHandlers({
  getPersonalData: ({ ctx, caller }) => personalData(ctx, caller.codPessoa),
  updatePersonalData: ({ ctx, caller, body, req, lang }) => updatePersonalData(ctx, caller.codPessoa, body, signInClient(ctx, req, lang)),
  getLoggedInEmail: ({ ctx, caller }) => loggedInEmail(ctx, caller.codPessoa),
  listDepartments: ({ ctx }) => departments(ctx),
});
