/**
 * Telling a patron something happened: an alert row written inside the change's
 * transaction (so it exists exactly when the change does, once per event by its key), then,
 * after the commit, a web push to each of the patron's devices and an e-mail. The row keeps
 * the message key and its parameters, never rendered text: every delivery (the first and
 * each retry) renders it anew, each device in its own language (messages.ts). Delivery is
 * claimed row by row (enviado_em), so two processes never send one alert twice; a delivery
 * that reached nobody is left unclaimed for the jobs to retry.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, one, rows, type Executor } from '../../../db/query';
import { siteBase } from '../../../http/public-url';
import { alertPath } from '../../../../openapi/alert-routes';
import { sendPush } from '../push';
import { ALERT_ROUTE, alertWords, isAlertKind, type AlertFacts, type AlertKind } from './messages';

export interface PendingAlert {
  id: number;
  codPessoa: number;
  kind: AlertKind;
  facts: AlertFacts;
}

/** Writes the alert (nothing when its key was already used); returns it for delivery after commit. */
export async function recordAlert(ex: Executor, codPessoa: number, kind: AlertKind, key: string, facts: AlertFacts): Promise<PendingAlert | null> {
  const row = await one<{ id: number }>(ex, sql`
    INSERT INTO alerta (cod_pessoa, tipo, parametros, chave)
    VALUES (${codPessoa}, ${kind}, ${JSON.stringify(facts)}::jsonb, ${key})
    ON CONFLICT (chave) DO NOTHING
    RETURNING id`);
  return row ? { id: row.id, codPessoa, kind, facts } : null;
}

export interface DeliveryReport { alerts: number; pushes: number; mails: number }

/** A claimed row: its key and parameters, or (alerts written before them) the stored text. */
interface ClaimedAlert {
  id: number;
  cod_pessoa: number;
  tipo: string;
  parametros: AlertFacts | null;
  titulo: string | null;
  mensagem: string | null;
  url: string | null;
}

const CLAIMED = sql`RETURNING id, cod_pessoa, tipo, parametros, titulo, mensagem, url`;

/** Push and e-mail for alerts just committed. Never throws: a failure leaves the alert for a retry. */
export async function deliverAlerts(ctx: AppContext, alerts: (PendingAlert | null)[]): Promise<DeliveryReport> {
  const ids = alerts.filter((a): a is PendingAlert => a !== null).map((a) => a.id);
  if (!ids.length) return { alerts: 0, pushes: 0, mails: 0 };
  const claimed = await rows<ClaimedAlert>(ctx.database.db, sql`
    UPDATE alerta SET enviado_em = now()
    WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND enviado_em IS NULL
    ${CLAIMED}`);
  return deliverClaimed(ctx, claimed);
}

/**
 * How long an undelivered alert is retried. A push service or mail relay down for longer, or
 * a mailbox that keeps deferring, does not make the job try every period forever: by then
 * the news is stale (a hold's pickup window, a due date), and the alert stays in the
 * patron's list. (A mailbox refused for good is done at once: server/mail/mailer.ts.)
 */
const RETRY_FOR = sql`interval '3 days'`;

/** Retries alerts left undelivered for over a minute, up to RETRY_FOR (the jobs call this): rendered again, per device. */
export async function deliverPending(ctx: AppContext): Promise<DeliveryReport> {
  const claimed = await rows<ClaimedAlert>(ctx.database.db, sql`
    UPDATE alerta SET enviado_em = now()
    WHERE enviado_em IS NULL AND data < now() - interval '1 minute' AND data > now() - ${RETRY_FOR}
    ${CLAIMED}`);
  return deliverClaimed(ctx, claimed);
}

async function deliverClaimed(ctx: AppContext, claimed: ClaimedAlert[]): Promise<DeliveryReport> {
  const report: DeliveryReport = { alerts: 0, pushes: 0, mails: 0 };
  for (const row of claimed) {
    const sent = await deliverOne(ctx, row);
    report.alerts += 1;
    report.pushes += sent.pushes;
    report.mails += sent.mails;
  }
  return report;
}

/** The alert's words in a language, and the page it opens. */
function rendering(row: ClaimedAlert) {
  if (row.parametros && isAlertKind(row.tipo)) {
    const kind = row.tipo;
    const facts = row.parametros;
    return { words: (language: string) => alertWords(kind, facts, language), path: alertPath(ALERT_ROUTE[kind]), route: ALERT_ROUTE[kind] };
  }
  // Written before keys: the stored text, the same in every language.
  const route = Object.values(ALERT_ROUTE).find((r) => alertPath(r) === row.url) ?? 'alertas';
  return { words: () => ({ title: row.titulo ?? '', body: row.mensagem ?? '' }), path: alertPath(route), route };
}

async function deliverOne(ctx: AppContext, row: ClaimedAlert): Promise<{ pushes: number; mails: number }> {
  const { words, path, route } = rendering(row);
  let pushes = 0;
  let mails = 0;
  let failed = false;
  try {
    const report = await sendPush(ctx, row.cod_pessoa, (language) => ({ ...words(language), rota: route, tag: `alerta-${row.id}` }));
    pushes = report.sent;
    failed = report.failed > 0 && report.sent === 0;
  } catch {
    failed = true;
  }
  try {
    // The personal data's "receive e-mail" set to false keeps the mail back.
    const person = await one<{ email: string | null; sem_email: boolean }>(ctx.database.db, sql`
      SELECT email, coalesce(dados_pessoais->'recebe_email' = 'false'::jsonb, false) AS sem_email FROM pessoa WHERE cod_pessoa = ${row.cod_pessoa}`);
    if (person?.email && !person.sem_email) {
      const { title, body } = words('pt');
      await ctx.mailer.send({ to: person.email, subject: title, text: `${body}\n\n${siteBase(ctx.config)}${path}\n` });
      mails = 1;
    }
  } catch {
    failed = true;
  }
  // Nothing reached the patron: give the alert back to the retry job.
  if (failed && pushes === 0 && mails === 0) {
    await exec(ctx.database.db, sql`UPDATE alerta SET enviado_em = NULL WHERE id = ${row.id}`).catch(() => {});
  }
  return { pushes, mails };
}
