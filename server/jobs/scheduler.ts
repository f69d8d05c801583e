/**
 * Scheduled circulation jobs. Every API process polls (JOBS_POLL_SECONDS), but a job runs
 * once per period however many processes poll: a run is claimed by inserting its (job,
 * period) row into tarefa_execucao with ON CONFLICT DO NOTHING, and only the process whose
 * insert went in does the work. The jobs are idempotent besides (alerts have unique keys),
 * so a run interrupted half-way is finished by the next period's.
 */
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { JobSettings } from '../config';
import type { AppContext } from '../context';
import { deliverAlerts, deliverPending } from '../modules/platform';
import { matchNewTitles, recordDigests, sendWalletUpdates } from '../modules/patrons';
import { exec, one } from '../db/query';
import { jobRunsCounted } from '../counters';
import { purgeAudit } from '../modules/staff';
import { harvestDuePartners } from '../modules/integration';
import { expireUncollectedHolds, reconcileCharges, reconcilePagTesouroPayments, remindDueLoans } from '../modules/circulation';

/** The settings (JOBS_*, DUE_REMINDER_*) come from server/config.ts; this reads them from any environment. */
export { jobSettingsFrom as jobSettings, type JobSettings } from '../config';

export type JobName = 'lembrete-vencimento' | 'reservas-expiradas' | 'alertas-pendentes' | 'auditoria-retencao' | 'titulos-interesse' | 'resumo-interesse' | 'colheita-rede' | 'pix-conciliacao' | 'carteira-atualizacoes';

interface Job {
  /** The period a run belongs to now, or null when the job is not due yet today. */
  period(clock: { day: string; hour: number; slot: number }, settings: JobSettings): string | null;
  run(ctx: AppContext, settings: JobSettings): Promise<Record<string, unknown>>;
}

export const JOBS: Record<JobName, Job> = {
  // Uncollected holds expire from the first poll of the day after their last day.
  'reservas-expiradas': {
    period: ({ day }) => day,
    run: async (ctx) => {
      const { expired, alerts } = await expireUncollectedHolds(ctx);
      return { expired, ...(await deliverAlerts(ctx, alerts)) };
    },
  },
  'lembrete-vencimento': {
    period: ({ day, hour }, s) => (hour >= s.reminderHour ? day : null),
    run: async (ctx, s) => {
      const alerts = await remindDueLoans(ctx, s.reminderDays);
      return { reminders: alerts.filter(Boolean).length, ...(await deliverAlerts(ctx, alerts)) };
    },
  },
  // Alerts whose push and e-mail reached nobody (a push service or SMTP down) are retried.
  'alertas-pendentes': {
    period: ({ day, slot }) => `${day}#${slot}`,
    run: async (ctx) => ({ ...(await deliverPending(ctx)) }),
  },
  // The audit trail keeps a row AUDIT_RETENTION_DAYS days (issue 23).
  'auditoria-retencao': {
    period: ({ day }) => day,
    run: async (ctx, s) => ({ purged: await purgeAudit(ctx.database.db, s.auditRetentionDays) }),
  },
  // New titles join the Check titles lists of the profiles they match, at every poll.
  'titulos-interesse': {
    period: ({ day, slot }) => `${day}#${slot}`,
    run: async (ctx) => matchNewTitles(ctx),
  },
  // Each patron's one alert, push and e-mail of the day about what the matching found.
  'resumo-interesse': {
    period: ({ day, hour }, s) => (hour >= s.interestDigestHour ? day : null),
    run: async (ctx) => {
      const { matched } = await matchNewTitles(ctx);
      const alerts = await recordDigests(ctx);
      return { matched, digests: alerts.length, ...(await deliverAlerts(ctx, alerts)) };
    },
  },
  // Network-catalogue partners whose interval has passed are harvested (issue 26); a partner's
  // own lease keeps a long harvest from being started twice when it outlasts a poll.
  'colheita-rede': {
    period: ({ day, slot }) => `${day}#${slot}`,
    run: async (ctx) => harvestDuePartners(ctx),
  },
  // PIX charges whose webhook never came are asked of the PSP, expired ones are marked; open
  // PagTesouro payments whose notice never came are asked of PagTesouro (issue 39).
  'pix-conciliacao': {
    period: ({ day, slot }) => `${day}#${slot}`,
    run: async (ctx) => ({ ...(await reconcileCharges(ctx)), pagtesouro: await reconcilePagTesouroPayments(ctx) }),
  },
  // Wallet passes that changed: an APNs push to each registered device, a PATCH of each saved
  // Google object (issue 39); each device's row is leased, so a slow run is never sent twice.
  'carteira-atualizacoes': {
    period: ({ day, slot }) => `${day}#${slot}`,
    run: async (ctx) => sendWalletUpdates(ctx),
  },
};

/** Who claims a run, as the row keeps it. */
const PROCESS = `${hostname()}:${process.pid}`;

/** Inserts the run's row; true for the one process that got it. */
export async function claim(ctx: AppContext, job: string, period: string): Promise<boolean> {
  const row = await one(ctx.database.db, sql`INSERT INTO tarefa_execucao (tarefa, periodo, executada_por) VALUES (${job}, ${period}, ${PROCESS})
    ON CONFLICT DO NOTHING RETURNING tarefa`);
  return !!row;
}

export interface JobRun { job: JobName; period: string; result: Record<string, unknown> }

/** Claims and runs every job due now; what this process ran is returned. */
export async function runDueJobs(ctx: AppContext, settings = ctx.config.jobs, only?: JobName): Promise<JobRun[]> {
  const clock = (await one<{ day: string; hour: number; epoch: number }>(ctx.database.db, sql`
    SELECT current_date::text AS day, extract(hour FROM localtime)::int AS hour, extract(epoch FROM now())::float8 AS epoch`))!;
  const slot = Math.floor(clock.epoch / settings.pollSeconds);
  const runs: JobRun[] = [];
  for (const [name, job] of Object.entries(JOBS) as [JobName, Job][]) {
    if (only && name !== only) continue;
    const period = job.period({ ...clock, slot }, settings);
    if (!period || !(await claim(ctx, name, period))) continue;
    let result: Record<string, unknown>;
    try {
      result = await job.run(ctx, settings);
    } catch (error) {
      // The run stays claimed (the next period tries again) and says it failed: /metrics counts it
      // at once rather than an hour later as a run that never finished.
      jobRunsCounted.inc({ job: name, outcome: 'failed' });
      await exec(ctx.database.db, sql`UPDATE tarefa_execucao SET resultado = ${JSON.stringify({ falhou: error instanceof Error ? error.name : 'Error' })}::jsonb
        WHERE tarefa = ${name} AND periodo = ${period}`).catch(() => undefined);
      throw error;
    }
    jobRunsCounted.inc({ job: name, outcome: 'done' });
    await exec(ctx.database.db, sql`UPDATE tarefa_execucao SET concluida_em = now(), resultado = ${JSON.stringify(result)}::jsonb
      WHERE tarefa = ${name} AND periodo = ${period}`);
    runs.push({ job: name, period, result });
  }
  return runs;
}

/** Polls for due jobs until stopped (main.ts starts it; tests call runDueJobs directly). */
export function startJobs(ctx: AppContext, log: (message: string) => void, settings = ctx.config.jobs): { stop(): void } {
  if (!settings.enabled) return { stop() {} };
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // Quiet runs (nothing expired, reminded or retried) are not worth a log line every few minutes.
      for (const run of await runDueJobs(ctx, settings)) {
        if (Object.values(run.result).some((v) => typeof v === 'number' && v > 0)) log(`job ${run.job} (${run.period}): ${JSON.stringify(run.result)}`);
      }
    } catch (error) {
      log(`jobs: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), settings.pollSeconds * 1000);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
