import { defineHandlers } from '../../../http/handlers';
import { checkDates } from '../../../core/date-range';
import * as other from './other-requests';
import * as service from './service';

export const loanRequestsHandlers = defineHandlers({
  getLoanRequestOptions: ({ ctx, params, caller }) =>
    service.requestOptions(ctx, params.id, caller?.kind === 'user' ? caller.codPessoa : null),
  createLoanRequest: async ({ ctx, caller, params, body, reply }) => {
    const request = await service.createLoanRequest(ctx, caller.codPessoa, params.id, body);
    reply.code(201);
    return request;
  },
  listLoanRequests: ({ ctx, caller, query }) => {
    checkDates(query.dataIni, query.dataFim);
    return service.listLoanRequests(ctx, caller.codPessoa, query);
  },
  getInterLibraryFormData: ({ ctx, caller }) => other.interLibraryFormData(ctx, caller.codPessoa),
  createInterLibraryRequest: async ({ ctx, caller, body, reply }) => {
    const created = await other.createInterLibraryRequest(ctx, caller.codPessoa, body);
    reply.code(201);
    return created;
  },
  requestFromArchive: async ({ ctx, caller, query, body, reply }) => {
    const created = await other.requestFromArchive(ctx, caller.codPessoa, query.cod_biblioteca, body.cesta);
    reply.code(201);
    return created;
  },
});
