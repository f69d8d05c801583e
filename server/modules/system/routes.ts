import { sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/handlers';

export const systemHandlers = defineHandlers({
  getHealth: async ({ ctx }) => {
    const result = await ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM acervo`);
    return { status: 'ok', database: ctx.database.kind, titulos: Number(result.rows[0].n) };
  },
});
