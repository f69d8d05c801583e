/** The requests to the library's queue in the staff workspace's menu (server/modules/staff/queues): requests still open. */
import { sql } from 'drizzle-orm';
import { one } from '../../../db/query';
import { registerStaffQueue } from '../../platform';
import { OPEN_STATES } from './kinds';

registerStaffQueue({
  id: 'solicitacoes', roles: ['circulation'],
  count: async (ex) => (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM solicitacao WHERE situacao IN ${OPEN_STATES}`))!.n,
});
