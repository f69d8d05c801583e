import { defineHandlers } from '../../http/handlers';
import { departments, loggedInEmail, personalData, updatePersonalData } from './service';

export const personalDataHandlers = defineHandlers({
  getPersonalData: ({ ctx, caller }) => personalData(ctx, caller.codPessoa),
  updatePersonalData: ({ ctx, caller, body }) => updatePersonalData(ctx, caller.codPessoa, body),
  getLoggedInEmail: ({ ctx, caller }) => loggedInEmail(ctx, caller.codPessoa),
  listDepartments: ({ ctx }) => departments(ctx),
});
