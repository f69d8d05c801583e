/** The requests to the library's queue in the staff workspace (server/modules/platform/queues): its count (open ones) and list. */
import { sql } from 'drizzle-orm';
import { one } from '../../../db/query';
import { registerStaffQueue } from '../../platform';
import { KINDS, OPEN_STATES, describe, nextStates } from './kinds';

registerStaffQueue({
  id: 'solicitacoes', roles: ['circulation'],
  count: async (ex) => (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM solicitacao WHERE situacao IN ${OPEN_STATES}`))!.n,
  list: {
    select: sql`SELECT s.cod_solicitacao AS id, s.cod_pessoa, p.login, p.nome, s.tipo, s.cod_biblioteca, b.desc_biblioteca, s.situacao,
        s.data_solicitacao AS data, s.dados::text AS busca, s.subtipo, s.dados, s.observacao_biblioteca
      FROM solicitacao s JOIN pessoa p ON p.cod_pessoa = s.cod_pessoa LEFT JOIN biblioteca b ON b.cod_biblioteca = s.cod_biblioteca`,
    states: ['aguardando', 'em_transito', 'disponivel', 'finalizada', 'nao_finalizada', 'cancelada'],
    open: OPEN_STATES, kinds: Object.values(KINDS), auditTarget: 'solicitacao',
    item: (r) => ({
      resumo: describe(r.tipo as string, r.subtipo as string | null, r.dados as Record<string, unknown>, null),
      detalhe: null,
      proximas: nextStates(r.situacao as string),
    }),
  },
});
