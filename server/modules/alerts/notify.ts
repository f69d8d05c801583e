/**
 * Telling a patron something happened: an alert row written inside the change's
 * transaction (so it exists exactly when the change does, once per event by its key), then,
 * after the commit, a web push to each of the patron's devices and an e-mail. Delivery is
 * claimed row by row (enviado_em), so two processes never send one alert twice; a delivery
 * that reached nobody is left unclaimed for the jobs to retry.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { alerta, pessoa } from '../../db/schema';
import type { Executor } from '../circulation';
import { sendPush } from '../push';
import { ALERT_URL, alertWords, type AlertFacts, type AlertKind } from './messages';

export interface PendingAlert {
  id: number;
  codPessoa: number;
  kind: AlertKind;
  facts: AlertFacts;
}

/** Writes the alert (nothing when its key was already used); returns it for delivery after commit. */
export async function recordAlert(ex: Executor, codPessoa: number, kind: AlertKind, key: string, facts: AlertFacts): Promise<PendingAlert | null> {
  const words = alertWords(kind, facts);
  const [row] = await ex.insert(alerta).values({
    codPessoa, tipo: kind, titulo: words.title, mensagem: words.body, url: ALERT_URL[kind], chave: key,
  }).onConflictDoNothing({ target: alerta.chave }).returning({ id: alerta.id });
  return row ? { id: row.id, codPessoa, kind, facts } : null;
}

export interface DeliveryReport { alerts: number; pushes: number; mails: number }

/** Push and e-mail for alerts just committed. Never throws: a failure leaves the alert for a retry. */
export async function deliverAlerts(ctx: AppContext, alerts: (PendingAlert | null)[]): Promise<DeliveryReport> {
  const report: DeliveryReport = { alerts: 0, pushes: 0, mails: 0 };
  const list = alerts.filter((a): a is PendingAlert => a !== null);
  if (!list.length) return report;
  const claimed = await ctx.database.db.update(alerta).set({ enviadoEm: sql`now()` })
    .where(and(inArray(alerta.id, list.map((a) => a.id)), isNull(alerta.enviadoEm)))
    .returning({ id: alerta.id });
  const mine = new Set(claimed.map((c) => c.id));
  for (const alert of list.filter((a) => mine.has(a.id))) {
    const sent = await deliverOne(ctx, alert.id, alert.codPessoa, (language) => alertWords(alert.kind, alert.facts, language), ALERT_URL[alert.kind]);
    report.alerts += 1;
    report.pushes += sent.pushes;
    report.mails += sent.mails;
  }
  return report;
}

async function deliverOne(
  ctx: AppContext, id: number, codPessoa: number,
  words: (language: 'pt' | 'en' | 'es' | 'fr' | 'it') => { title: string; body: string }, url: string,
): Promise<{ pushes: number; mails: number }> {
  let pushes = 0;
  let mails = 0;
  let failed = false;
  try {
    const report = await sendPush(ctx, codPessoa, (language) => ({ ...words(language), url, tag: `alerta-${id}` }));
    pushes = report.sent;
    failed = report.failed > 0 && report.sent === 0;
  } catch {
    failed = true;
  }
  try {
    const [person] = await ctx.database.db.select({ email: pessoa.email, dados: pessoa.dadosPessoais }).from(pessoa).where(eq(pessoa.codPessoa, codPessoa));
    if (person?.email && person.dados?.recebe_email !== false) {
      const { title, body } = words('pt');
      await ctx.mailer.send({ to: person.email, subject: title, text: `${body}\n\n${url}\n` });
      mails = 1;
    }
  } catch {
    failed = true;
  }
  // Nothing reached the patron: give the alert back to the retry job.
  if (failed && pushes === 0 && mails === 0) {
    await ctx.database.db.update(alerta).set({ enviadoEm: null }).where(eq(alerta.id, id)).catch(() => {});
  }
  return { pushes, mails };
}

/** Retries alerts left undelivered for over a minute (the jobs call this). */
export async function deliverPending(ctx: AppContext): Promise<DeliveryReport> {
  const pending = await ctx.database.db.update(alerta).set({ enviadoEm: sql`now()` })
    .where(and(isNull(alerta.enviadoEm), lt(alerta.data, sql`now() - interval '1 minute'`)))
    .returning();
  const report: DeliveryReport = { alerts: 0, pushes: 0, mails: 0 };
  for (const row of pending) {
    const sent = await deliverOne(ctx, row.id, row.codPessoa, () => ({ title: row.titulo, body: row.mensagem }), row.url);
    report.alerts += 1;
    report.pushes += sent.pushes;
    report.mails += sent.mails;
  }
  return report;
}
