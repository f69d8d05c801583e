import { requireUser } from '../../http/caller';
import { defineHandlers } from '../../http/handlers';
import { checkDates } from '../circulation';
import * as service from './service';
import * as token from './token';

export const loansHandlers = defineHandlers({
  listPendingLoans: ({ ctx, caller, query }) => service.pendingLoans(ctx, requireUser(caller).codPessoa, query.showDetails ?? false),
  listRenewableLoans: ({ ctx, caller }) => service.renewableLoans(ctx, requireUser(caller).codPessoa),
  renewLoans: ({ ctx, caller, body }) => service.renew(ctx, requireUser(caller).codPessoa, body.emprestimos, body.todos ?? false),
  listLoanHistory: ({ ctx, caller, query }) => {
    checkDates(query.dataIni, query.dataFim);
    return service.loanHistory(ctx, requireUser(caller).codPessoa, query);
  },
  getLoanToken: ({ ctx, caller }) => token.currentToken(ctx, requireUser(caller).codPessoa),
  createLoanToken: async ({ ctx, caller, reply }) => {
    const answer = await token.newToken(ctx, requireUser(caller).codPessoa);
    reply.code(201);
    return answer;
  },
  listSuspensions: ({ ctx, caller }) => service.suspensions(ctx, requireUser(caller).codPessoa),
});
