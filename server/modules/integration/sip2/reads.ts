/**
 * What a self-check machine reads (SIP2 23/24, 63/64, 17/18): a patron by card (the login,
 * as the library card shows it), their standing as checkout judges it (the circulation core's
 * loanRefusal, standingOf and ruleOf), their loans, holds and open fines; a copy by the
 * barcode the desk scans. The judgement (loanRefusal) is handed in by the caller
 * (server/sip2/session.ts), and writes are the circulation core's checkout and return and the
 * desk's payment: this module does not import the desk.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { one, rows } from '../../../db/query';
import { COPY, HOLD_ROW, overdueSql, ruleOf, standingOf, today, type CirculationRule, type Standing } from '../../circulation';

export interface SipPatron {
  codPessoa: number; login: string; nome: string; email: string | null; categoria: string;
  bloqueado: boolean; bloqueadoAte: string | Date | null; senhaHash: string;
}

/** The patron whose card (login) this is, or undefined. */
export async function patronByCard(ctx: AppContext, card: string): Promise<SipPatron | undefined> {
  const id = card.trim();
  if (!id || id.length > 120) return undefined;
  return one<SipPatron>(ctx.database.db, sql`SELECT cod_pessoa AS "codPessoa", login, nome, email, categoria, bloqueado,
      bloqueado_ate AS "bloqueadoAte", senha_hash AS "senhaHash"
    FROM pessoa WHERE lower(login) = lower(${id})`);
}

/** A copy's barcode on the wire: its label, or its number when it has none (as the desk reads it). */
const barcodeSql = sql.raw(`coalesce(e.codigo_barras, e.cod_exemplar::text)`);

export interface PatronLoan { cod_emprestimo: number; barcode: string; titulo: string; due: string; overdue: boolean }
export interface PatronHold { barcode: string | null; titulo: string; released: boolean }
export interface PatronFine { cod_multa: number; total: number; motivo: string | null; titulo: string | null }

export interface PatronAccount {
  standing: Standing;
  rule: CirculationRule;
  /** Why the desk would refuse a loan now (a key), or null. */
  refusal: string | null;
  loans: PatronLoan[];
  holds: PatronHold[];
  fines: PatronFine[];
}

/** `judge`: why the desk would refuse a loan to this patron now (desk loanRefusal), or null. */
export async function patronAccount(
  ctx: AppContext, patron: SipPatron, judge: (standing: Standing, rule: CirculationRule) => string | null,
): Promise<PatronAccount> {
  const { db } = ctx.database;
  const day = await today(db);
  const standing = await standingOf(db, patron.codPessoa, day);
  const rule = await ruleOf(db, patron.codPessoa);
  const refusal = judge(standing, rule);
  const loans = await rows<{ cod_emprestimo: number; barcode: string; titulo: string; due: string; overdue: boolean }>(db, sql`
    SELECT m.cod_emprestimo, ${barcodeSql} AS barcode, a.titulo, m.data_devolucao_prevista::text AS due,
      ${overdueSql(sql`${day}::date`)} AS overdue
    FROM emprestimo m JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar JOIN acervo a ON a.cod_acervo = e.cod_acervo
    WHERE m.cod_pessoa = ${patron.codPessoa} AND m.data_devolucao IS NULL ORDER BY m.data_devolucao_prevista, m.cod_emprestimo`);
  const holds = await rows<{ barcode: string | null; titulo: string; situacao: string }>(db, sql`
    SELECT CASE WHEN e.cod_exemplar IS NULL THEN NULL ELSE ${barcodeSql} END AS barcode, a.titulo, r.situacao
    FROM reserva r JOIN acervo a ON a.cod_acervo = r.cod_acervo LEFT JOIN exemplar e ON e.cod_exemplar = r.cod_exemplar
    WHERE r.cod_pessoa = ${patron.codPessoa} AND r.situacao IN (${HOLD_ROW.queued}, ${HOLD_ROW.released}) ORDER BY r.data_reserva, r.cod_reserva`);
  const fines = await rows<{ cod_multa: number; total: string; motivo: string | null; titulo: string | null }>(db, sql`
    SELECT f.cod_multa, (f.valor_multa - f.desconto - f.valor_pago)::text AS total, f.motivo, a.titulo
    FROM multa f LEFT JOIN emprestimo m ON m.cod_emprestimo = f.cod_emprestimo
    LEFT JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar LEFT JOIN acervo a ON a.cod_acervo = e.cod_acervo
    WHERE f.cod_pessoa = ${patron.codPessoa} AND f.valor_multa - f.desconto - f.valor_pago > 0 ORDER BY f.cod_multa`);
  return {
    standing, rule, refusal,
    loans,
    holds: holds.map((h) => ({ barcode: h.barcode, titulo: h.titulo, released: h.situacao === HOLD_ROW.released })),
    fines: fines.map((f) => ({ ...f, total: Number(f.total) })),
  };
}

export interface SipItem {
  cod_exemplar: number; barcode: string; titulo: string; situacao: string; tipo_emprestimo: string; biblioteca: string;
  /** The open loan's due date and patron, when on loan. */
  due: string | null; borrower: string | null;
  /** The patron a released hold set this copy aside for. */
  heldFor: string | null;
  /** Holds waiting in the title's queue. */
  queue: number;
}

export async function itemByBarcode(ctx: AppContext, barcode: string): Promise<SipItem | undefined> {
  const label = barcode.trim();
  if (!label || label.length > 120) return undefined;
  const code = /^\d{1,9}$/.test(label) ? Number(label) : 0;
  return one<SipItem>(ctx.database.db, sql`
    SELECT e.cod_exemplar, ${barcodeSql} AS barcode, a.titulo, e.situacao, e.tipo_emprestimo, b.desc_biblioteca AS biblioteca,
      m.data_devolucao_prevista::text AS due, p.login AS borrower,
      (SELECT h.login FROM reserva r JOIN pessoa h ON h.cod_pessoa = r.cod_pessoa
        WHERE r.cod_exemplar = e.cod_exemplar AND r.situacao = ${HOLD_ROW.released} LIMIT 1) AS "heldFor",
      (SELECT count(*)::int FROM reserva q WHERE q.cod_acervo = e.cod_acervo AND q.situacao = ${HOLD_ROW.queued}) AS queue
    FROM exemplar e JOIN acervo a ON a.cod_acervo = e.cod_acervo JOIN biblioteca b ON b.cod_biblioteca = e.cod_biblioteca
    LEFT JOIN emprestimo m ON m.cod_exemplar = e.cod_exemplar AND m.data_devolucao IS NULL
    LEFT JOIN pessoa p ON p.cod_pessoa = m.cod_pessoa
    WHERE e.codigo_barras = ${label} OR (${code > 0} AND e.codigo_barras IS NULL AND e.cod_exemplar = ${code})
    ORDER BY e.codigo_barras IS NULL LIMIT 1`);
}

/** SIP2's circulation status (18's first fixed field) of a copy. */
export function circulationStatus(item: SipItem): string {
  if (item.due) return '04'; // charged
  if (item.heldFor) return '08'; // waiting on hold shelf
  switch (item.situacao) {
    case COPY.lost: return '12';
    case COPY.inProcessing: return '06';
    case COPY.withdrawn: return '01';
    default: return '03'; // available
  }
}

/** The open loan of this copy to this patron. */
export async function loanOfItem(ctx: AppContext, codPessoa: number, barcode: string): Promise<{ cod_emprestimo: number } | undefined> {
  const item = await itemByBarcode(ctx, barcode);
  if (!item) return undefined;
  return one<{ cod_emprestimo: number }>(ctx.database.db, sql`SELECT cod_emprestimo FROM emprestimo
    WHERE cod_exemplar = ${item.cod_exemplar} AND cod_pessoa = ${codPessoa} AND data_devolucao IS NULL`);
}
