/**
 * The network catalogue's partners (issue 26 item 2), as staff keep them in /balcao/rede
 * and as GET /rede-pergamum/oai/instituicoes lists them; starting a harvest now; and the
 * scheduled harvests of the partners that are due. Every staff change writes an audit row.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import { exec, isoTime, one, rows, transaction, type Executor } from '../../../db/query';
import { notFound, unprocessable } from '../../../http/errors';
import type { RequestBody, Schema } from '../../../http/handlers';
import { recordAudit } from '../../platform';
import type { HttpOptions } from './client';
import { HarvestBusyError, harvestPartner, type HarvestOptions, type HarvestTotals } from './harvest';

type NetworkPartner = Schema<'NetworkPartner'>;
type PartnerInput = RequestBody<'createNetworkPartner'>;

interface PartnerRow extends Omit<NetworkPartner, 'retomada' | 'resumo' | 'ultima_execucao' | 'proxima_execucao'> {
  retomada: { totals?: { pages?: number; records?: number } } | null;
  resumo: NetworkPartner['resumo'];
  ultima_execucao: string | null;
  proxima_execucao: string | null;
}

const SELECT = sql`
  SELECT p.cod_empresa, i.desc_empresa, p.url, p.conjunto, p.prefixo, p.intervalo_horas, p.ativo, p.situacao, p.ultima_execucao,
    CASE WHEN p.ativo THEN coalesce(p.ultima_execucao + make_interval(hours => p.intervalo_horas), now()) END AS proxima_execucao,
    p.ultimo_datestamp, p.retomada, p.resumo,
    (SELECT count(*)::int FROM rede_acervo r WHERE r.cod_empresa = p.cod_empresa) AS registros
  FROM rede_parceiro p JOIN rede_instituicao i ON i.cod_empresa = p.cod_empresa`;

const shape = (r: PartnerRow): NetworkPartner => ({
  ...r,
  ultima_execucao: r.ultima_execucao ? isoTime(r.ultima_execucao) : null,
  proxima_execucao: r.proxima_execucao ? isoTime(r.proxima_execucao) : null,
  retomada: r.retomada ? { paginas: r.retomada.totals?.pages ?? 0, registros: r.retomada.totals?.records ?? 0 } : null,
  registros: Number(r.registros),
});

export async function listPartners(db: Db): Promise<NetworkPartner[]> {
  return (await rows<PartnerRow>(db, sql`${SELECT} ORDER BY i.desc_empresa, p.cod_empresa`)).map(shape);
}

const byCode = async (ex: Executor, code: number) => {
  const row = await one<PartnerRow>(ex, sql`${SELECT} WHERE p.cod_empresa = ${code}`);
  return row ? shape(row) : undefined;
};

/** An OAI setSpec: setSpecType of the OAI-PMH schema. */
const SET_SPEC = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/;

/** The input as stored: a name, an http(s) base URL without a query's verb, a valid set or none. */
export function checkedPartner(input: PartnerInput) {
  const desc = input.desc_empresa.trim();
  if (!desc) throw unprocessable('error.required-field.nome');
  const url = input.url.trim();
  let parsed: URL | null = null;
  try { parsed = new URL(url); } catch { parsed = null; }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || !parsed.hostname || /\s/.test(url) || parsed.searchParams.has('verb')) {
    throw unprocessable('error.network-partner-url-invalid');
  }
  const conjunto = input.conjunto?.trim() || null;
  if (conjunto && !SET_SPEC.test(conjunto)) throw unprocessable('error.network-partner-set-invalid');
  return { desc, url, conjunto, prefixo: input.prefixo, intervalo: input.intervalo_horas, ativo: input.ativo };
}

export async function createPartner(ctx: AppContext, staff: number, input: PartnerInput): Promise<NetworkPartner> {
  const v = checkedPartner(input);
  return transaction(ctx, async (tx) => {
    // Codes are handed out one at a time (the table lock keeps two creations from taking the same one).
    await exec(tx, sql`LOCK TABLE rede_instituicao IN SHARE ROW EXCLUSIVE MODE`);
    const { code } = (await one<{ code: number }>(tx, sql`
      INSERT INTO rede_instituicao (cod_empresa, desc_empresa)
      SELECT coalesce(max(cod_empresa), 100) + 1, ${v.desc} FROM rede_instituicao RETURNING cod_empresa AS code`))!;
    await exec(tx, sql`INSERT INTO rede_parceiro (cod_empresa, url, conjunto, prefixo, intervalo_horas, ativo)
      VALUES (${code}, ${v.url}, ${v.conjunto}, ${v.prefixo}, ${v.intervalo}, ${v.ativo})`);
    await recordAudit(tx, { autor: staff, acao: 'network-partner.create', alvoTipo: 'rede_parceiro', alvoId: code, depois: v });
    return (await byCode(tx, code))!;
  });
}

export async function updatePartner(ctx: AppContext, staff: number, code: number, input: PartnerInput): Promise<NetworkPartner> {
  const v = checkedPartner(input);
  return transaction(ctx, async (tx) => {
    const before = await one<{ url: string; conjunto: string | null; prefixo: string; desc_empresa: string; intervalo_horas: number; ativo: boolean }>(tx, sql`
      SELECT p.url, p.conjunto, p.prefixo, i.desc_empresa, p.intervalo_horas, p.ativo
      FROM rede_parceiro p JOIN rede_instituicao i ON i.cod_empresa = p.cod_empresa WHERE p.cod_empresa = ${code} FOR UPDATE OF p`);
    if (!before) throw notFound('error.network-partner-not-found');
    // Another address, set or format is another list: the next harvest starts from nothing.
    const another = before.url !== v.url || before.conjunto !== v.conjunto || before.prefixo !== v.prefixo;
    await exec(tx, sql`UPDATE rede_instituicao SET desc_empresa = ${v.desc} WHERE cod_empresa = ${code}`);
    await exec(tx, sql`UPDATE rede_parceiro SET url = ${v.url}, conjunto = ${v.conjunto}, prefixo = ${v.prefixo},
      intervalo_horas = ${v.intervalo}, ativo = ${v.ativo}
      ${another ? sql`, ultimo_datestamp = NULL, retomada = NULL, granularidade = NULL` : sql``}
      WHERE cod_empresa = ${code}`);
    await recordAudit(tx, { autor: staff, acao: 'network-partner.update', alvoTipo: 'rede_parceiro', alvoId: code, antes: { ...before }, depois: v });
    return (await byCode(tx, code))!;
  });
}

export async function deletePartner(ctx: AppContext, staff: number, code: number): Promise<void> {
  await transaction(ctx, async (tx) => {
    const before = await one<{ desc_empresa: string; url: string; running: boolean }>(tx, sql`
      SELECT i.desc_empresa, p.url, (p.em_execucao_desde IS NOT NULL AND p.em_execucao_desde > now() - make_interval(secs => ${ctx.config.harvest.leaseSeconds})) AS running
      FROM rede_parceiro p JOIN rede_instituicao i ON i.cod_empresa = p.cod_empresa WHERE p.cod_empresa = ${code} FOR UPDATE OF p`);
    if (!before) throw notFound('error.network-partner-not-found');
    if (before.running) throw unprocessable('error.network-harvest-running');
    const removed = await exec(tx, sql`DELETE FROM rede_acervo WHERE cod_empresa = ${code}`);
    await exec(tx, sql`DELETE FROM rede_instituicao WHERE cod_empresa = ${code}`);
    await recordAudit(tx, { autor: staff, acao: 'network-partner.delete', alvoTipo: 'rede_parceiro', alvoId: code,
      antes: { desc_empresa: before.desc_empresa, url: before.url, registros: removed } });
  });
}

export const httpOptions = (ctx: AppContext): HttpOptions => ({
  timeoutMs: ctx.config.harvest.timeoutMs, retries: ctx.config.harvest.retries, backoffMs: ctx.config.harvest.backoffMs, maxWaitMs: ctx.config.harvest.maxWaitMs,
});
const harvestOptions = (ctx: AppContext, extra: Partial<HarvestOptions> = {}): HarvestOptions => ({
  http: httpOptions(ctx), leaseSeconds: ctx.config.harvest.leaseSeconds, ...extra,
});

/**
 * Starts a partner's harvest in the background. The lease is checked first so a second
 * start gets error.network-harvest-running rather than a run that stops at once.
 */
export async function startHarvest(ctx: AppContext, staff: number, code: number, log: (message: string) => void): Promise<NetworkPartner> {
  const partner = await byCode(ctx.database.db, code);
  if (!partner) throw notFound('error.network-partner-not-found');
  const busy = await one<{ n: number }>(ctx.database.db, sql`SELECT 1 AS n FROM rede_parceiro WHERE cod_empresa = ${code}
    AND em_execucao_desde IS NOT NULL AND em_execucao_desde > now() - make_interval(secs => ${ctx.config.harvest.leaseSeconds})`);
  if (busy) throw unprocessable('error.network-harvest-running');
  await recordAudit(ctx.database.db, { autor: staff, acao: 'network-partner.harvest', alvoTipo: 'rede_parceiro', alvoId: code });
  const started = new Promise<void>((resolve) => {
    harvestPartner(ctx.database.db, code, harvestOptions(ctx, { onEvent: (e) => { if (e.event === 'start') resolve(); } }))
      .then((totals) => log(`harvest of partner ${code}: ${summaryLine(totals)}`))
      .catch((error: unknown) => log(`harvest of partner ${code}: ${error instanceof HarvestBusyError ? 'already running' : error instanceof Error ? error.message : String(error)}`))
      .finally(resolve);
  });
  // The answer shows the run under way: wait until it holds its lease (or has ended).
  await Promise.race([started, new Promise((r) => setTimeout(r, 2000))]);
  return (await byCode(ctx.database.db, code))!;
}

export function summaryLine(t: HarvestTotals): string {
  const reasons = Object.entries(t.reasons).map(([r, n]) => `${n} ${r}`).join(', ');
  return `${t.outcome}: ${t.added} added, ${t.updated} updated, ${t.deleted} deleted, ${t.skipped} skipped${reasons ? ` (${reasons})` : ''}; `
    + `${t.pages} pages, ${t.records} records in ${t.seconds} s (${t.recordsPerSecond} records/s)${t.error ? `; ${t.error}` : ''}`;
}

/** The scheduled job: every enabled partner whose interval has passed (or with an unfinished run) is harvested, one after another. */
export async function harvestDuePartners(ctx: AppContext): Promise<Record<string, unknown>> {
  const due = await rows<{ cod_empresa: number }>(ctx.database.db, sql`SELECT cod_empresa FROM rede_parceiro
    WHERE ativo AND (em_execucao_desde IS NULL OR em_execucao_desde < now() - make_interval(secs => ${ctx.config.harvest.leaseSeconds}))
      AND (ultima_execucao IS NULL OR retomada IS NOT NULL OR ultima_execucao + make_interval(hours => intervalo_horas) <= now())
    ORDER BY ultima_execucao NULLS FIRST, cod_empresa`);
  let harvested = 0; let failed = 0; let added = 0; let updated = 0; let deleted = 0;
  for (const { cod_empresa: code } of due) {
    try {
      const t = await harvestPartner(ctx.database.db, code, harvestOptions(ctx));
      if (t.outcome === 'failed') failed += 1; else harvested += 1;
      added += t.added; updated += t.updated; deleted += t.deleted;
    } catch (error) {
      if (!(error instanceof HarvestBusyError)) throw error;
    }
  }
  return { harvested, failed, added, updated, deleted };
}

/** GET /rede-pergamum/oai/instituicoes: every institution, with its OAI-PMH address when it is harvested from one. */
export async function oaiInstitutions(db: Db) {
  const found = await rows<{ cod_empresa: number; desc_empresa: string; url: string | null }>(db, sql`
    SELECT i.cod_empresa, i.desc_empresa, p.url FROM rede_instituicao i LEFT JOIN rede_parceiro p ON p.cod_empresa = i.cod_empresa
    ORDER BY i.desc_empresa`);
  // Only addresses on the web are shown: a partner the seed harvests from its shipped files has none.
  return found.map((r) => ({ ...r, url: r.url && /^https?:\/\//.test(r.url) ? r.url : null }));
}
