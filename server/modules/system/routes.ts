import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect';
import { defineHandlers } from '../../http/handlers';

export const systemHandlers = defineHandlers({
  getHealth: async ({ ctx }) => {
    const [row] = await queryRows<{ n: number }>(ctx.database.db, sql`SELECT count(*)::int AS n FROM acervo`);
    return { status: 'ok', database: ctx.database.kind, titulos: Number(row.n) };
  },
});
