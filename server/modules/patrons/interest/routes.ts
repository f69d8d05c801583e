import { defineHandlers } from '../../../http/handlers';
import * as service from './service';

const JOURNALS = ['periodico'] as const;
const WORK_TYPES = ['tipo_obra'] as const;

export const interestHandlers = defineHandlers({
  getInterestProfileOptions: ({ ctx }) => service.options(ctx),
  searchInterestTerms: ({ ctx, query }) => service.searchTerms(ctx, query.tipoPesquisa, query.termoPesquisa),
  listInterestTerms: ({ ctx, caller }) => service.list(ctx, caller.codPessoa, service.TERM_KINDS),
  addInterestTerm: async ({ ctx, caller, body, reply }) => {
    const entry = await service.save(ctx, caller.codPessoa, service.termKind(body), body, false);
    reply.code(201);
    return entry;
  },
  updateInterestTermValidity: ({ ctx, caller, body }) => service.updateValidity(ctx, caller.codPessoa, body.codigo, body.validade),
  deleteInterestTerms: async ({ ctx, caller, query, reply }) => {
    await service.remove(ctx, caller.codPessoa, query.tipoDSI ? [query.tipoDSI] : service.TERM_KINDS, query.codigo);
    reply.code(204);
  },
  searchInterestJournals: ({ ctx, query }) => service.searchJournals(ctx, query.termoPesquisa, (query.bibliotecas ?? []).map(Number)),
  listInterestJournals: ({ ctx, caller }) => service.list(ctx, caller.codPessoa, JOURNALS),
  addInterestJournal: async ({ ctx, caller, body, reply }) => {
    const entry = await service.save(ctx, caller.codPessoa, 'periodico', body, false);
    reply.code(201);
    return entry;
  },
  updateInterestJournal: ({ ctx, caller, body }) => service.save(ctx, caller.codPessoa, 'periodico', body, true),
  deleteInterestJournals: async ({ ctx, caller, query, reply }) => {
    await service.remove(ctx, caller.codPessoa, JOURNALS, query.codigo);
    reply.code(204);
  },
  listInterestWorkTypes: ({ ctx, caller }) => service.list(ctx, caller.codPessoa, WORK_TYPES),
  addInterestWorkType: async ({ ctx, caller, body, reply }) => {
    const entry = await service.save(ctx, caller.codPessoa, 'tipo_obra', body, false);
    reply.code(201);
    return entry;
  },
  updateInterestWorkType: ({ ctx, caller, body }) => service.save(ctx, caller.codPessoa, 'tipo_obra', body, true),
  deleteInterestWorkTypes: async ({ ctx, caller, query, reply }) => {
    await service.remove(ctx, caller.codPessoa, WORK_TYPES, query.codigo);
    reply.code(204);
  },
  listInterestTitles: ({ ctx, caller, query }) => service.titles(ctx, caller.codPessoa, query.dataIni, query.dataFim),
});
