/** The deletion requests' queue in the staff workspace's menu (server/modules/staff/queues). */
import { sql } from 'drizzle-orm';
import { one } from '../../../db/query';
import { registerStaffQueue } from '../../platform';

registerStaffQueue({
  id: 'exclusoes', roles: ['patrons'],
  count: async (ex) => (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM pedido_exclusao WHERE situacao = 'aberto'`))!.n,
});
