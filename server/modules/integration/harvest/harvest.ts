/**
 * A partner's harvest (issue 26 item 2): ListRecords from the partner's last responseDate
 * (minus one unit of its granularity), following resumption tokens, each page applied in
 * one transaction together with the resumption point, so a run that fails or is killed
 * half-way continues from the page it had reached. Deleted records leave the network
 * catalogue. noRecordsMatch is "nothing new"; badResumptionToken restarts the list from
 * the run's datestamp (once). One run per partner at a time across processes: the run
 * holds a lease (em_execucao_desde), renewed with every page.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import type { Schema } from '../../../http/handlers';
import { exec, one, rows, transaction, type Tx } from '../../../db/query';
import { extractTitle, isAuthority } from '../../../marc/extract';
import { TIPOS_OBRA } from '../../../marc/work-types';
import type { MarcRecord } from '../../../marc/types';
import { getText, type HttpOptions } from './client';
import { dublinCoreToMarc } from './dublin-core';
import { parseMarcXmlRecord } from '../../../marc/marcxml-read';
import { OaiFormatError, parseIdentify, parseOaiPage, readDublinCore, type OaiRecord } from './oai-page';

export type MetadataPrefix = 'marc21' | 'oai_dc';
export const METADATA_PREFIXES: readonly MetadataPrefix[] = ['marc21', 'oai_dc'];

/** The contract's HarvestSummary, every field filled in while a harvest runs. */
export type HarvestTotals = Schema<'HarvestSummary'> & Required<Pick<Schema<'HarvestSummary'>, 'from' | 'responseDate' | 'resumed'>>;

export type HarvestEvent =
  | { event: 'start'; url: string; from: string | null; resumed: boolean }
  | { event: 'page'; totals: HarvestTotals; completeListSize: number | null }
  | { event: 'retry'; url: string; attempt: number; waitMs: number; reason: string }
  | { event: 'restart'; reason: string }
  | { event: 'done'; totals: HarvestTotals };

export class HarvestBusyError extends Error {}

interface PartnerRow {
  cod_empresa: number; url: string; conjunto: string | null; prefixo: MetadataPrefix; granularidade: 'day' | 'seconds' | null;
  ultimo_datestamp: string | null; retomada: Resume | null;
}
interface Resume { token: string | null; from: string | null; responseDate: string | null; totals: HarvestTotals }

export interface HarvestOptions {
  http: HttpOptions;
  /** A run that has not renewed its lease for this long is taken over. */
  leaseSeconds: number;
  /** Overrides the incremental `from` (the CLI's --from); ignored when resuming. */
  from?: string;
  onEvent?: (event: HarvestEvent) => void;
}

const zero = (): HarvestTotals => ({
  outcome: 'complete', from: null, responseDate: null, resumed: false, pages: 0, records: 0, added: 0, updated: 0, deleted: 0, skipped: 0,
  reasons: {}, seconds: 0, recordsPerSecond: 0,
});

/** The `from` of an incremental harvest: the last responseDate minus one unit of the partner's granularity. */
export function incrementalFrom(responseDate: string, granularity: 'day' | 'seconds'): string {
  const t = Date.parse(responseDate);
  if (Number.isNaN(t)) return responseDate;
  if (granularity === 'day') return new Date(t - 86_400_000).toISOString().slice(0, 10);
  return `${new Date(t - 1000).toISOString().slice(0, 19)}Z`;
}

export function listUrl(base: string, q: { token?: string | null; prefix: string; set?: string | null; from?: string | null }): string {
  const url = new URL(base);
  const params = url.searchParams;
  params.set('verb', 'ListRecords');
  if (q.token) params.set('resumptionToken', q.token);
  else {
    params.set('metadataPrefix', q.prefix);
    if (q.set) params.set('set', q.set);
    if (q.from) params.set('from', q.from);
  }
  return url.toString();
}

export interface NetworkRow {
  numero_controle: string; cod_tipo_obra: number; titulo: string; autor: string | null; ano_publicacao: number | null; idioma: string | null; marc: MarcRecord;
}

/** A harvested record as a row of the network catalogue, or the reason it is skipped. */
export function toNetworkRow(record: OaiRecord, prefix: MetadataPrefix): NetworkRow | { skip: string } {
  if (!record.identifier) return { skip: 'header without an identifier' };
  if (!record.metadata || !record.metadata.trim()) return { skip: 'record without metadata' };
  let marc: MarcRecord;
  try {
    if (prefix === 'oai_dc') marc = dublinCoreToMarc(record.identifier, readDublinCore(record.metadata));
    else {
      if (!/<(?:[A-Za-z_][\w.-]*:)?record[\s>]/.test(record.metadata)) return { skip: 'metadata is not MARCXML' };
      try { marc = parseMarcXmlRecord(record.metadata); } catch (error) { return { skip: `broken MARCXML (${error instanceof Error ? error.message : 'unreadable'})` }; }
    }
  } catch (error) {
    return { skip: error instanceof Error && /title/.test(error.message) ? 'no title' : 'unreadable metadata' };
  }
  if (isAuthority(marc)) return { skip: 'authority record' };
  try {
    const t = extractTitle(marc);
    if (!t.titulo) return { skip: 'no title' };
    return { numero_controle: record.identifier, cod_tipo_obra: t.codTipoObra, titulo: t.titulo, autor: t.autor, ano_publicacao: t.anoPublicacao, idioma: t.idioma, marc };
  } catch (error) {
    return { skip: error instanceof Error && /title/i.test(error.message) ? 'no title' : 'unreadable record' };
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const jsonForDb = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) => (typeof v === 'string' ? v.replace(LONE_SURROGATE, '\uFFFD').replace(/\0/g, '') : v));

/** Writes one page's records and deletions; counts go into `totals`. */
async function applyPage(tx: Tx, codEmpresa: number, records: OaiRecord[], prefix: MetadataPrefix, totals: HarvestTotals) {
  // The last word on an identifier within a page wins.
  const latest = new Map<string, OaiRecord>();
  for (const r of records) latest.set(r.identifier, r);
  const upserts: NetworkRow[] = [];
  const deletions: string[] = [];
  const skip = (reason: string) => { totals.skipped += 1; totals.reasons[reason] = (totals.reasons[reason] ?? 0) + 1; };
  totals.records += records.length;
  for (let i = latest.size; i < records.length; i += 1) skip('repeated in the same page');
  for (const record of latest.values()) {
    if (record.deleted) { if (record.identifier) deletions.push(record.identifier); else skip('header without an identifier'); continue; }
    const row = toNetworkRow(record, prefix);
    if ('skip' in row) skip(row.skip);
    else upserts.push(row);
  }
  if (upserts.length) {
    const done = await rows<{ added: boolean }>(tx, sql`
      INSERT INTO rede_acervo (cod_empresa, numero_controle, cod_tipo_obra, titulo, autor, ano_publicacao, idioma, marc)
      SELECT ${codEmpresa}, r.numero_controle, r.cod_tipo_obra, r.titulo, r.autor, r.ano_publicacao, r.idioma, r.marc
      FROM jsonb_to_recordset(${jsonForDb(upserts)}::jsonb) AS r(numero_controle text, cod_tipo_obra int, titulo text, autor text, ano_publicacao int, idioma text, marc jsonb)
      ON CONFLICT (cod_empresa, numero_controle) DO UPDATE SET cod_tipo_obra = EXCLUDED.cod_tipo_obra, titulo = EXCLUDED.titulo,
        autor = EXCLUDED.autor, ano_publicacao = EXCLUDED.ano_publicacao, idioma = EXCLUDED.idioma, marc = EXCLUDED.marc
      RETURNING (xmax = 0) AS added`);
    for (const d of done) { if (d.added) totals.added += 1; else totals.updated += 1; }
  }
  if (deletions.length) {
    const gone = await rows<{ numero_controle: string }>(tx, sql`DELETE FROM rede_acervo
      WHERE cod_empresa = ${codEmpresa} AND numero_controle = ANY(${sql.param(deletions)}::text[]) RETURNING numero_controle`);
    totals.deleted += gone.length;
    for (let i = gone.length; i < deletions.length; i += 1) skip('deleted, not held');
  }
}

/** Takes the partner's lease; null when another run holds it. */
async function takeLease(db: Db, codEmpresa: number, leaseSeconds: number): Promise<PartnerRow | null> {
  return (await one<PartnerRow>(db, sql`UPDATE rede_parceiro SET em_execucao_desde = now(), situacao = 'em-execucao'
    WHERE cod_empresa = ${codEmpresa} AND (em_execucao_desde IS NULL OR em_execucao_desde < now() - make_interval(secs => ${leaseSeconds}))
    RETURNING cod_empresa, url, conjunto, prefixo, granularidade, ultimo_datestamp, retomada`)) ?? null;
}

/** Harvests one partner now. Throws HarvestBusyError when a run of it is under way elsewhere. */
export async function harvestPartner(db: Db, codEmpresa: number, options: HarvestOptions): Promise<HarvestTotals> {
  const exists = await one<{ n: number }>(db, sql`SELECT 1 AS n FROM rede_parceiro WHERE cod_empresa = ${codEmpresa}`);
  if (!exists) throw new Error(`no partner ${codEmpresa}`);
  const partner = await takeLease(db, codEmpresa, options.leaseSeconds);
  if (!partner) throw new HarvestBusyError(`a harvest of partner ${codEmpresa} is already running`);
  const started = performance.now();
  const http: HttpOptions = { ...options.http, onRetry: (info) => { options.http.onRetry?.(info); options.onEvent?.({ event: 'retry', ...info }); } };
  const resume = partner.retomada;
  let totals: HarvestTotals = resume ? { ...zero(), ...resume.totals, resumed: true } : zero();
  const elapsedBefore = totals.seconds;
  const finish = (t: HarvestTotals) => {
    t.seconds = Math.round((elapsedBefore + (performance.now() - started) / 1000) * 100) / 100;
    t.recordsPerSecond = t.seconds > 0 ? Math.round(t.records / t.seconds) : t.records;
    return t;
  };
  try {
    // Every type of work a record may have exists (as the importer ensures; a database without the seed has none).
    await exec(db, sql`INSERT INTO tipo_obra (cod_tipo_obra, descricao)
      SELECT * FROM unnest(${sql.param(TIPOS_OBRA.map((t) => t.codigo))}::int[], ${sql.param(TIPOS_OBRA.map((t) => t.descricao))}::text[])
      ON CONFLICT DO NOTHING`);
    let granularity = partner.granularidade;
    if (!granularity) {
      const identify = parseIdentify(await getText(`${partner.url}${partner.url.includes('?') ? '&' : '?'}verb=Identify`, http));
      granularity = identify.granularity;
      await exec(db, sql`UPDATE rede_parceiro SET granularidade = ${granularity} WHERE cod_empresa = ${codEmpresa}`);
    }
    const from = resume ? resume.from : options.from ?? (partner.ultimo_datestamp ? incrementalFrom(partner.ultimo_datestamp, granularity) : null);
    let token = resume?.token ?? null;
    let responseDate = resume?.responseDate ?? null;
    let restarted = false;
    totals.from = from;
    options.onEvent?.({ event: 'start', url: partner.url, from, resumed: !!resume });
    for (;;) {
      const page = parseOaiPage(await getText(listUrl(partner.url, { token, prefix: partner.prefixo, set: partner.conjunto, from }), http));
      if (page.error) {
        if (page.error.code === 'noRecordsMatch') {
          responseDate ??= page.responseDate;
          if (!totals.pages && !totals.records) totals.outcome = 'nothing-new';
          break;
        }
        if (page.error.code === 'badResumptionToken' && token && !restarted) {
          restarted = true;
          token = null;
          options.onEvent?.({ event: 'restart', reason: `badResumptionToken: ${page.error.message}; the list starts again from ${from ?? 'the beginning'}` });
          continue;
        }
        throw new OaiFormatError(`the partner answered ${page.error.code}${page.error.message ? `: ${page.error.message}` : ''}`);
      }
      responseDate ??= page.responseDate;
      totals.pages += 1;
      const state = (next: string | null): Resume => ({ token: next, from, responseDate, totals: finish({ ...totals }) });
      await transaction(db, async (tx) => {
        await applyPage(tx, codEmpresa, page.records, partner.prefixo, totals);
        await exec(tx, sql`UPDATE rede_parceiro SET retomada = ${page.token ? JSON.stringify(state(page.token)) : null}::jsonb, em_execucao_desde = now()
          WHERE cod_empresa = ${codEmpresa}`);
      });
      options.onEvent?.({ event: 'page', totals: finish({ ...totals }), completeListSize: page.completeListSize });
      if (!page.token) break;
      token = page.token;
    }
    totals.responseDate = responseDate;
    finish(totals);
    await exec(db, sql`UPDATE rede_parceiro SET retomada = NULL, em_execucao_desde = NULL, ultima_execucao = now(), situacao = 'ok',
      ultimo_datestamp = coalesce(${responseDate}, ultimo_datestamp), resumo = ${JSON.stringify(totals)}::jsonb WHERE cod_empresa = ${codEmpresa}`);
    options.onEvent?.({ event: 'done', totals });
    return totals;
  } catch (error) {
    totals = finish({ ...totals, outcome: 'failed', error: error instanceof Error ? error.message : String(error) });
    await exec(db, sql`UPDATE rede_parceiro SET em_execucao_desde = NULL, ultima_execucao = now(), situacao = 'erro',
      resumo = ${JSON.stringify(totals)}::jsonb WHERE cod_empresa = ${codEmpresa}`).catch(() => undefined);
    options.onEvent?.({ event: 'done', totals });
    return totals;
  }
}
