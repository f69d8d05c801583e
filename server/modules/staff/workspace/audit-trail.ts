/**
 * The audit trail's reading side (issue 23 item 4): the list with its filters, its CSV
 * export, the retention purge run by the scheduled jobs, and a patron's rows for their
 * privacy export. The writing side is server/modules/staff/audit (recordAudit).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, isoTime, one, rows, type Executor } from '../../../db/query';
import { badRequest } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';

export interface AuditFilters { de?: string; ate?: string; autor?: string; acao?: string; usuario?: string; canal?: Entry['canal'] }
type Entry = ResponseBody<'listAuditTrail'>['itens'][number];

export const AUDIT_PAGE_SIZE = 50;
/** The CSV export stops there (about 10 MB); narrow the filters for more. */
export const AUDIT_EXPORT_LIMIT = 50_000;

// A SIP2 terminal's rows name it as their author (sip2:<login>). Rows written before the
// terminal's rows carried their channel name it by the terminal.
const CHANNEL = sql`coalesce(t.canal, CASE WHEN t.terminal_sip2 IS NOT NULL THEN 'sip2' END)`;
const entrySelect = sql`SELECT t.id, t.quando, coalesce(a.login, 'sip2:' || s.login) AS autor, coalesce(a.nome, s.descricao) AS autor_nome,
    ${CHANNEL} AS canal, t.acao, t.alvo_tipo, t.alvo_id, u.login AS usuario, u.nome AS usuario_nome, t.antes, t.depois, t.motivo
  FROM auditoria t LEFT JOIN pessoa a ON a.cod_pessoa = t.autor LEFT JOIN pessoa u ON u.cod_pessoa = t.cod_pessoa
  LEFT JOIN terminal_sip2 s ON s.cod_terminal = t.terminal_sip2`;

function whereOf(f: AuditFilters): SQL {
  if (f.de && f.ate && f.de > f.ate) throw badRequest('error.dates-order');
  const parts: SQL[] = [];
  if (f.de) parts.push(sql`t.quando >= ${f.de}::date`);
  if (f.ate) parts.push(sql`t.quando < ${f.ate}::date + 1`);
  if (f.autor) parts.push(sql`lower(a.login) = lower(${f.autor.trim()})`);
  if (f.usuario) parts.push(sql`lower(u.login) = lower(${f.usuario.trim()})`);
  if (f.canal) parts.push(sql`${CHANNEL} = ${f.canal}`);
  // An action (debt.waive) or every action on a record (debt).
  if (f.acao) parts.push(sql`(t.acao = ${f.acao.trim()} OR t.acao LIKE ${f.acao.trim().replace(/[\\%_]/g, (c) => `\\${c}`) + '.%'})`);
  return parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``;
}

const toEntry = (r: Entry & { quando: string | Date }): Entry => ({ ...r, id: Number(r.id), quando: isoTime(r.quando) });

export async function auditPage(ctx: AppContext, f: AuditFilters, page = 1): Promise<ResponseBody<'listAuditTrail'>> {
  const where = whereOf(f);
  const { db } = ctx.database;
  const [list, count] = await Promise.all([
    rows<Entry>(db, sql`${entrySelect} ${where} ORDER BY t.quando DESC, t.id DESC LIMIT ${AUDIT_PAGE_SIZE} OFFSET ${(page - 1) * AUDIT_PAGE_SIZE}`),
    one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM auditoria t LEFT JOIN pessoa a ON a.cod_pessoa = t.autor
      LEFT JOIN pessoa u ON u.cod_pessoa = t.cod_pessoa ${where}`),
  ]);
  return { total: count!.n, pagina: page, por_pagina: AUDIT_PAGE_SIZE, itens: list.map(toEntry) };
}

const CSV_COLUMNS = ['quando', 'autor', 'autor_nome', 'canal', 'acao', 'alvo_tipo', 'alvo_id', 'usuario', 'usuario_nome', 'motivo', 'antes', 'depois'] as const;

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a text a spreadsheet
 * would run as a formula (=, +, -, @ first) starts with an apostrophe.
 */
export function csvField(value: unknown): string {
  let text = value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function auditCsv(ctx: AppContext, f: AuditFilters): Promise<string> {
  const list = await rows<Entry>(ctx.database.db, sql`${entrySelect} ${whereOf(f)} ORDER BY t.quando DESC, t.id DESC LIMIT ${AUDIT_EXPORT_LIMIT}`);
  const lines = [CSV_COLUMNS.join(','), ...list.map(toEntry).map((e) => CSV_COLUMNS.map((c) => csvField(e[c])).join(','))];
  return lines.join('\r\n') + '\r\n';
}

/** Deletes the rows older than the retention time (AUDIT_RETENTION_DAYS); how many went. */
export async function purgeAudit(ex: Executor, retentionDays: number): Promise<number> {
  return exec(ex, sql`DELETE FROM auditoria WHERE quando < now() - make_interval(days => ${retentionDays})`);
}

