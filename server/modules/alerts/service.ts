/** The patron's alerts (spec §1 Alerts, §4 "set, remove by id, mark read"). */
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { alerta } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ResponseBody } from '../../http/handlers';

type Alert = ResponseBody<'markAlert'>;
type AlertRow = typeof alerta.$inferSelect;

const toAlert = (r: AlertRow): Alert => ({
  id: r.id, lido: r.lido, titulo: r.titulo, mensagem: r.mensagem, data: new Date(r.data).toISOString(), tipo: r.tipo, url: r.url,
});

export async function listAlerts(ctx: AppContext, codPessoa: number, dataIni?: string, dataFim?: string): Promise<Alert[]> {
  const list = await ctx.database.db.select().from(alerta).where(and(
    eq(alerta.codPessoa, codPessoa),
    dataIni ? gte(sql`${alerta.data}::date`, sql`${dataIni}::date`) : undefined,
    dataFim ? lte(sql`${alerta.data}::date`, sql`${dataFim}::date`) : undefined,
  )).orderBy(desc(alerta.data), desc(alerta.id));
  return list.map(toAlert);
}

/** Someone else's alert is "not found", like a missing one. */
export async function markAlert(ctx: AppContext, codPessoa: number, id: number, lido: boolean): Promise<Alert> {
  const [row] = await ctx.database.db.update(alerta).set({ lido })
    .where(and(eq(alerta.id, id), eq(alerta.codPessoa, codPessoa))).returning();
  if (!row) throw notFound('Alerta não encontrado');
  return toAlert(row);
}

export async function deleteAlert(ctx: AppContext, codPessoa: number, id: number): Promise<void> {
  const gone = await ctx.database.db.delete(alerta).where(and(eq(alerta.id, id), eq(alerta.codPessoa, codPessoa))).returning({ id: alerta.id });
  if (!gone.length) throw notFound('Alerta não encontrado');
}
