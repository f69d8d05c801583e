import { sql } from 'drizzle-orm';
import { exec, one } from '../../../db/query';
import { defineHandlers } from '../../../http/handlers';

export const systemHandlers = defineHandlers({
  // Anyone may ask whether the server and its database answer; nothing more.
  getHealth: async ({ ctx }) => {
    await exec(ctx.database.db, sql`SELECT 1`);
    return { status: 'ok' as const };
  },
  // The engine and the catalogue's size are the staff's (issue 21; x-caller: staff).
  getHealthDetails: async ({ ctx }) => {
    const row = await one<{ n: number }>(ctx.database.db, sql`SELECT count(*)::int AS n FROM acervo`);
    return { status: 'ok' as const, database: ctx.database.kind, titulos: Number(row?.n ?? 0) };
  },
});
