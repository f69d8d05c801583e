/** The desk's queues in the staff workspace's menu (server/modules/staff/queues): comments to moderate, open loan requests. */
import { sql } from 'drizzle-orm';
import { one } from '../../../db/query';
import { OPEN_LOAN_REQUESTS } from '../core';
import { registerStaffQueue } from '../../platform';

registerStaffQueue({
  id: 'comentarios', roles: ['cataloguing'],
  count: async (ex) => (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM comentario WHERE situacao = 'pendente'`))!.n,
});
registerStaffQueue({
  id: 'solicitacoes-emprestimo', roles: ['circulation'],
  count: async (ex) => (await one<{ n: number }>(ex, sql`
    SELECT count(*)::int AS n FROM solicitacao_emprestimo WHERE situacao IN ${OPEN_LOAN_REQUESTS}`))!.n,
});
