/** The purchase suggestions' queue in the staff workspace's menu (server/modules/staff/queues): suggestions still open. */
import { sql } from 'drizzle-orm';
import { OPEN_ACQUISITION_STATUSES } from '../../../../openapi/acquisition-states';
import { one } from '../../../db/query';
import { registerStaffQueue } from '../../platform';

registerStaffQueue({
  id: 'sugestoes', roles: ['cataloguing'],
  count: async (ex) => (await one<{ n: number }>(ex, sql`
    SELECT count(*)::int AS n FROM sugestao WHERE situacao = ANY(${sql.param([...OPEN_ACQUISITION_STATUSES])}::text[])`))!.n,
});
