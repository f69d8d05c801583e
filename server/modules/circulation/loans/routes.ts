import { defineHandlers } from '../../../http/handlers';
import { checkDates } from '../../../core/date-range';
import * as service from './service';
import * as token from './token';

export const loansHandlers = defineHandlers({
  listPendingLoans: ({ ctx, caller, query }) => service.pendingLoans(ctx, caller.codPessoa, query.showDetails ?? false),
  listRenewableLoans: ({ ctx, caller }) => service.renewableLoans(ctx, caller.codPessoa),
  renewLoans: ({ ctx, caller, body }) => service.renew(ctx, caller.codPessoa, body.emprestimos, body.todos ?? false),
  listLoanHistory: ({ ctx, caller, query }) => {
    checkDates(query.dataIni, query.dataFim);
    return service.loanHistory(ctx, caller.codPessoa, query);
  },
  getLoanToken: ({ ctx, caller }) => token.currentToken(ctx, caller.codPessoa),
  createLoanToken: async ({ ctx, caller, reply }) => {
    const answer = await token.newToken(ctx, caller.codPessoa);
    reply.code(201);
    return answer;
  },
  listSuspensions: ({ ctx, caller }) => service.suspensions(ctx, caller.codPessoa),
});
