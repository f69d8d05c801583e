/**
 * `npm run harvest -- <base URL> [--set S] [--from DATE] [--prefix marc21|oai_dc] [--institution <code>]`:
 * harvests one repository into the network catalogue through the same partner row, resumption
 * point and harvester as the scheduled harvests. The partner is the one with that code, else
 * the one with that address, set and format, else a new one (named after the repository's
 * Identify, not scheduled: staff switch the schedule on in /balcao/rede). Runs in this
 * process, or in the catalogue server when it holds the embedded database (admin socket).
 */
import { sql } from 'drizzle-orm';
import type { HarvestSettings } from '../../../config';
import type { Db } from '../../../db/connect';
import { exec, one, transaction } from '../../../db/query';
import { getText } from './client';
import { harvestPartner, METADATA_PREFIXES, type HarvestEvent, type HarvestTotals, type MetadataPrefix } from './harvest';
import { parseIdentify } from './oai-page';
import { checkedPartner, summaryLine } from './partners';

export interface HarvestRequest { url: string; set: string | null; from: string | null; prefix: MetadataPrefix; institution: number | null }

export const HARVEST_USAGE = 'usage: npm run harvest -- <base URL> [--set S] [--from YYYY-MM-DD|YYYY-MM-DDThh:mm:ssZ] [--prefix marc21|oai_dc] [--institution <code>]';
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/;

/** The command line's request; throws with the usage on anything it does not understand. */
export function parseHarvestArgs(argv: string[]): HarvestRequest {
  const request: HarvestRequest = { url: '', set: null, from: null, prefix: 'marc21', institution: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => { const v = argv[++i]; if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value\n${HARVEST_USAGE}`); return v; };
    if (arg === '--set') request.set = value();
    else if (arg === '--from') {
      request.from = value();
      if (!DATE.test(request.from) || Number.isNaN(Date.parse(request.from))) throw new Error(`--from must be a date (YYYY-MM-DD) or a UTC time (YYYY-MM-DDThh:mm:ssZ)\n${HARVEST_USAGE}`);
    } else if (arg === '--prefix') {
      const p = value();
      if (!METADATA_PREFIXES.includes(p as MetadataPrefix)) throw new Error(`--prefix must be marc21 or oai_dc\n${HARVEST_USAGE}`);
      request.prefix = p as MetadataPrefix;
    } else if (arg === '--institution') {
      const v = value();
      if (!/^\d{1,9}$/.test(v) || Number(v) < 1) throw new Error(`--institution must be an institution code (a positive number)\n${HARVEST_USAGE}`);
      request.institution = Number(v);
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}\n${HARVEST_USAGE}`);
    else if (!request.url) request.url = arg;
    else throw new Error(`one base URL only\n${HARVEST_USAGE}`);
  }
  if (!request.url) throw new Error(HARVEST_USAGE);
  return request;
}

const httpOf = (settings: HarvestSettings) => ({ timeoutMs: settings.timeoutMs, retries: settings.retries, backoffMs: settings.backoffMs, maxWaitMs: settings.maxWaitMs });

/** The partner row the request harvests into, created when there is none. */
async function partnerFor(db: Db, settings: HarvestSettings, request: HarvestRequest, emit: (e: HarvestEvent | { event: 'partner'; cod_empresa: number; desc_empresa: string; created: boolean }) => void): Promise<number> {
  const check = checkedPartner({ desc_empresa: 'x', url: request.url, conjunto: request.set, prefixo: request.prefix, intervalo_horas: 24, ativo: false });
  const existing = await one<{ cod_empresa: number; desc_empresa: string; url: string | null; conjunto: string | null; prefixo: string | null }>(db, request.institution
    ? sql`SELECT i.cod_empresa, i.desc_empresa, p.url, p.conjunto, p.prefixo FROM rede_instituicao i LEFT JOIN rede_parceiro p ON p.cod_empresa = i.cod_empresa WHERE i.cod_empresa = ${request.institution}`
    : sql`SELECT i.cod_empresa, i.desc_empresa, p.url, p.conjunto, p.prefixo FROM rede_parceiro p JOIN rede_instituicao i ON i.cod_empresa = p.cod_empresa
        WHERE p.url = ${check.url} AND p.conjunto IS NOT DISTINCT FROM ${check.conjunto} AND p.prefixo = ${check.prefixo} ORDER BY p.cod_empresa LIMIT 1`);
  if (existing?.url) {
    if (existing.url !== check.url || existing.conjunto !== check.conjunto || existing.prefixo !== check.prefixo) {
      // Another address, set or format for this institution: a new list, harvested from nothing.
      await exec(db, sql`UPDATE rede_parceiro SET url = ${check.url}, conjunto = ${check.conjunto}, prefixo = ${check.prefixo},
        ultimo_datestamp = NULL, retomada = NULL, granularidade = NULL WHERE cod_empresa = ${existing.cod_empresa}`);
    }
    emit({ event: 'partner', cod_empresa: existing.cod_empresa, desc_empresa: existing.desc_empresa, created: false });
    return existing.cod_empresa;
  }
  let name = existing?.desc_empresa;
  if (!name) {
    const identify = parseIdentify(await getText(`${check.url}${check.url.includes('?') ? '&' : '?'}verb=Identify`, httpOf(settings)));
    name = identify.repositoryName || new URL(check.url).host;
  }
  const code = await transaction(db, async (tx) => {
    await exec(tx, sql`LOCK TABLE rede_instituicao IN SHARE ROW EXCLUSIVE MODE`);
    const c = existing?.cod_empresa ?? request.institution ?? (await one<{ c: number }>(tx, sql`SELECT coalesce(max(cod_empresa), 100) + 1 AS c FROM rede_instituicao`))!.c;
    await exec(tx, sql`INSERT INTO rede_instituicao (cod_empresa, desc_empresa) VALUES (${c}, ${name}) ON CONFLICT DO NOTHING`);
    await exec(tx, sql`INSERT INTO rede_parceiro (cod_empresa, url, conjunto, prefixo, ativo) VALUES (${c}, ${check.url}, ${check.conjunto}, ${check.prefixo}, FALSE)`);
    return c;
  });
  emit({ event: 'partner', cod_empresa: code, desc_empresa: name, created: true });
  return code;
}

export type CommandEvent = HarvestEvent | { event: 'partner'; cod_empresa: number; desc_empresa: string; created: boolean };

export async function harvestCommand(db: Db, settings: HarvestSettings, request: HarvestRequest, emit: (event: CommandEvent) => void): Promise<HarvestTotals> {
  const code = await partnerFor(db, settings, request, emit);
  return harvestPartner(db, code, { http: httpOf(settings), leaseSeconds: settings.leaseSeconds, from: request.from ?? undefined, onEvent: emit });
}

/** Lines for the command's events: the partner, each page's progress, retries, the summary. */
export function harvestRenderer(out: { write(text: string): unknown }) {
  return (e: CommandEvent) => {
    switch (e.event) {
      case 'partner': out.write(`${e.created ? 'New partner' : 'Partner'} ${e.cod_empresa}: ${e.desc_empresa}\n`); break;
      case 'start': out.write(`Harvesting ${e.url}${e.resumed ? ' (continuing the unfinished run)' : ''}${e.from ? ` from ${e.from}` : ' (everything)'}\n`); break;
      case 'page': {
        const t = e.totals;
        out.write(`page ${t.pages}: ${t.records}${e.completeListSize ? ` of ${e.completeListSize}` : ''} records — ${t.added} added, ${t.updated} updated, ${t.deleted} deleted, ${t.skipped} skipped — ${t.recordsPerSecond} records/s\n`);
        break;
      }
      case 'retry': out.write(`  ${e.reason}: retry ${e.attempt} in ${Math.round(e.waitMs / 100) / 10} s\n`); break;
      case 'restart': out.write(`  ${e.reason}\n`); break;
      case 'done': out.write(`${summaryLine(e.totals)}\n`); break;
    }
  };
}
