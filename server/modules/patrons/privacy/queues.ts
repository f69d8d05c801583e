/** The deletion requests' queue in the staff workspace (server/modules/platform/queues): its count and list. */
import { sql } from 'drizzle-orm';
import { one } from '../../../db/query';
import { registerStaffQueue } from '../../platform';

registerStaffQueue({
  id: 'exclusoes', roles: ['patrons'],
  count: async (ex) => (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM pedido_exclusao WHERE situacao = 'aberto'`))!.n,
  list: {
    select: sql`SELECT d.id, d.cod_pessoa, p.login, p.nome, NULL::text AS tipo, NULL::int AS cod_biblioteca, NULL::text AS desc_biblioteca,
        d.situacao, d.pedido_em AS data, d.motivo AS busca, d.motivo
      FROM pedido_exclusao d JOIN pessoa p ON p.cod_pessoa = d.cod_pessoa`,
    states: ['aberto', 'atendido'], open: ['aberto'], kinds: [], auditTarget: 'pedido_exclusao',
    item: (r) => ({ resumo: (r.motivo as string | null) ?? '', detalhe: (r.motivo as string | null) ?? null, proximas: r.situacao === 'aberto' ? ['atendido'] : [] }),
  },
});
