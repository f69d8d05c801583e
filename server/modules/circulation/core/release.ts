/**
 * Where a copy goes when it comes free (a return, a released hold cancelled or left
 * uncollected): to the first patron in the title's queue whose hold it fits, set aside for
 * them with a collection deadline and an alert, or else back on the shelf. The caller holds
 * the title's lock, so the queue cannot change underneath.
 */
import { sql } from 'drizzle-orm';
import { recordAlert, type PendingAlert } from '../../platform';
import { dueDate } from './calendar';
import { COPY, HOLD_ROW } from './states';
import { exec, one, type Tx } from '../../../db/query';
import { libraryCalendar, ruleOf } from './store';

export interface FreeCopy { cod_exemplar: number; cod_acervo: number; cod_biblioteca: number; volume: string | null; tomo: string | null; parte: string | null; material_adicional: string | null }

export interface Placement {
  /** The hold the copy was released to, or null when it went back on the shelf. */
  hold: { cod_reserva: number; cod_pessoa: number; data_limite: string } | null;
  alert: PendingAlert | null;
}

const fits = (column: string, value: string | null) =>
  sql`(r.${sql.raw(column)} IS NULL OR r.${sql.raw(column)} IS NOT DISTINCT FROM ${value})`;

export async function placeCopy(tx: Tx, copy: FreeCopy, day: string): Promise<Placement> {
  const next = await one<{ cod_reserva: number; cod_pessoa: number }>(tx, sql`
    SELECT r.cod_reserva, r.cod_pessoa FROM reserva r
    WHERE r.cod_acervo = ${copy.cod_acervo} AND r.situacao = ${HOLD_ROW.queued} AND r.cod_biblioteca = ${copy.cod_biblioteca}
      AND ${fits('volume', copy.volume)} AND ${fits('tomo', copy.tomo)} AND ${fits('parte', copy.parte)}
      AND ${fits('material_adicional', copy.material_adicional)}
    ORDER BY r.data_reserva, r.cod_reserva LIMIT 1 FOR UPDATE`);
  if (!next) {
    await exec(tx, sql`UPDATE exemplar SET situacao = ${COPY.onShelf} WHERE cod_exemplar = ${copy.cod_exemplar}`);
    return { hold: null, alert: null };
  }
  const typed = (await one<{ tipo_emprestimo: string }>(tx, sql`SELECT tipo_emprestimo FROM exemplar WHERE cod_exemplar = ${copy.cod_exemplar}`))!;
  const rule = await ruleOf(tx, next.cod_pessoa, { cod_biblioteca: copy.cod_biblioteca, tipo_emprestimo: typed.tipo_emprestimo });
  // The collection deadline, like a due date, never falls on a day the library is closed.
  const limit = dueDate(day, rule.diasRetiradaReserva, await libraryCalendar(tx, copy.cod_biblioteca, day));
  await exec(tx, sql`
    UPDATE reserva SET situacao = ${HOLD_ROW.released}, data_liberacao = ${day}::date, data_limite = ${limit}::date, cod_exemplar = ${copy.cod_exemplar}
    WHERE cod_reserva = ${next.cod_reserva}`);
  await exec(tx, sql`UPDATE exemplar SET situacao = ${COPY.setAside} WHERE cod_exemplar = ${copy.cod_exemplar}`);
  const names = (await one<{ titulo: string; biblioteca: string }>(tx, sql`
    SELECT a.titulo, b.desc_biblioteca AS biblioteca FROM acervo a, biblioteca b
    WHERE a.cod_acervo = ${copy.cod_acervo} AND b.cod_biblioteca = ${copy.cod_biblioteca}`))!;
  const alert = await recordAlert(tx, next.cod_pessoa, 'reserva_liberada', `reserva:${next.cod_reserva}:liberada`,
    { titulo: names.titulo, biblioteca: names.biblioteca, data: limit });
  return { hold: { cod_reserva: next.cod_reserva, cod_pessoa: next.cod_pessoa, data_limite: limit }, alert };
}

/** The copy set aside for a released hold that ends (cancelled, expired) goes on to the next. */
export async function passOnCopyOf(tx: Tx, codExemplar: number | null, day: string): Promise<Placement> {
  if (codExemplar === null) return { hold: null, alert: null };
  const copy = await one<FreeCopy>(tx, sql`
    SELECT cod_exemplar, cod_acervo, cod_biblioteca, volume, tomo, parte, material_adicional
    FROM exemplar WHERE cod_exemplar = ${codExemplar} FOR UPDATE`);
  if (!copy) return { hold: null, alert: null };
  return placeCopy(tx, copy, day);
}
