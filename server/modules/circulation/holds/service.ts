/**
 * Holds (spec §3, §4, §5): placing one on a title whose copies are all out, the queue, and
 * cancelling. The queue position is a hold's rank among the title's holds in queue, so it
 * is 1..n with no gaps whatever is cancelled; placing and cancelling lock the title row, so
 * a hundred patrons at once still get 1..100.
 */
import { sql } from 'drizzle-orm';
import { titleOr404 } from '../../catalogue';
import type { AppContext } from '../../../context';
import { exec, isoDate, isoTime, one, rows, transaction, type Executor, type Tx } from '../../../db/query';
import { notFound, unprocessable, type MessageKey } from '../../../http/errors';
import type { RequestBody, ResponseBody } from '../../../http/handlers';
import { deliverAlerts, type PendingAlert } from '../../platform';
import {
  CLOSED_HOLD_ROWS, COPY, HOLD_ROW, OPEN_HOLD_ROWS, holdStatus, lockTitles, passOnCopyOf, policyFor, standingBar, standingOf, today,
  type PolicyDecision,
} from '../core';
import { LOANABLE, sameCombination, titleOffer } from './options';

type HoldRequest = RequestBody<'createHold'>;
type Hold = ResponseBody<'createHold'>;

interface HoldRow {
  cod_reserva: number; cod_acervo: number; titulo: string; cod_biblioteca: number; desc_biblioteca: string;
  volume: string | null; tomo: string | null; parte: string | null; material_adicional: string | null; localizacao: string | null;
  posicao: number | null; data_reserva: string | Date; data_liberacao: string | null; data_limite: string | null;
  situacao: string; data_encerramento: string | null;
}

const holdSelect = sql`
  SELECT r.cod_reserva, r.cod_acervo, a.titulo, r.cod_biblioteca, b.desc_biblioteca, r.volume, r.tomo, r.parte, r.material_adicional,
    coalesce(x.localizacao, (SELECT e.localizacao FROM exemplar e WHERE e.cod_acervo = r.cod_acervo AND e.cod_biblioteca = r.cod_biblioteca
      ORDER BY e.cod_exemplar LIMIT 1)) AS localizacao,
    CASE WHEN r.situacao = ${HOLD_ROW.queued} THEN (SELECT count(*)::int FROM reserva q WHERE q.cod_acervo = r.cod_acervo AND q.situacao = ${HOLD_ROW.queued}
      AND (q.data_reserva, q.cod_reserva) <= (r.data_reserva, r.cod_reserva)) END AS posicao,
    r.data_reserva, r.data_liberacao::text, r.data_limite::text, r.situacao, r.data_encerramento::text
  FROM reserva r JOIN acervo a ON a.cod_acervo = r.cod_acervo JOIN biblioteca b ON b.cod_biblioteca = r.cod_biblioteca
  LEFT JOIN exemplar x ON x.cod_exemplar = r.cod_exemplar`;

const toHold = (r: HoldRow): Hold => ({
  cod_reserva: r.cod_reserva, cod_acervo: r.cod_acervo, titulo: r.titulo, cod_biblioteca: r.cod_biblioteca, desc_biblioteca: r.desc_biblioteca,
  volume: r.volume, tomo: r.tomo, parte: r.parte, material_adicional: r.material_adicional, localizacao: r.localizacao,
  posicao_fila: r.posicao, data_reserva: isoTime(r.data_reserva), data_liberacao: isoDate(r.data_liberacao),
  data_limite_retirada: isoDate(r.data_limite), situacao: holdStatus(r.situacao) as Hold['situacao'],
});

async function holdById(ex: Executor, codReserva: number): Promise<Hold> {
  return toHold((await one<HoldRow>(ex, sql`${holdSelect} WHERE r.cod_reserva = ${codReserva}`))!);
}

/** The patron's holds in queue and released, released first, then by queue position. */
export async function listHolds(ctx: AppContext, codPessoa: number): Promise<Hold[]> {
  const list = await rows<HoldRow>(ctx.database.db, sql`${holdSelect}
    WHERE r.cod_pessoa = ${codPessoa} AND r.situacao IN ${OPEN_HOLD_ROWS}
    ORDER BY r.situacao = ${HOLD_ROW.released} DESC, r.data_reserva, r.cod_reserva`);
  return list.map(toHold);
}

export async function holdHistory(ctx: AppContext, codPessoa: number, dataIni?: string, dataFim?: string): Promise<ResponseBody<'listHoldHistory'>> {
  const list = await rows<HoldRow>(ctx.database.db, sql`${holdSelect}
    WHERE r.cod_pessoa = ${codPessoa} AND r.situacao IN ${CLOSED_HOLD_ROWS}
      ${dataIni ? sql`AND r.data_reserva::date >= ${dataIni}::date` : sql``}
      ${dataFim ? sql`AND r.data_reserva::date <= ${dataFim}::date` : sql``}
    ORDER BY r.data_reserva DESC, r.cod_reserva DESC`);
  return list.map((r) => ({
    ...toHold(r), situacao: holdStatus(r.situacao), data_encerramento: isoDate(r.data_encerramento),
  }));
}

/**
 * Why the patron may not hold this title, whatever copy they choose (null: nothing stops
 * them): barred (separated or registration expired: circulation's standingBar), suspended, a hold already running, a
 * copy already on loan to them.
 */
async function patronRefusal(ex: Executor, codPessoa: number, codAcervo: number): Promise<string | null> {
  const facts = (await one<{ ativa: boolean; emprestado: boolean }>(ex, sql`
    SELECT
      EXISTS (SELECT 1 FROM reserva WHERE cod_pessoa = ${codPessoa} AND cod_acervo = ${codAcervo} AND situacao IN ${OPEN_HOLD_ROWS}) AS ativa,
      EXISTS (SELECT 1 FROM emprestimo m JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar
        WHERE m.cod_pessoa = ${codPessoa} AND e.cod_acervo = ${codAcervo} AND m.data_devolucao IS NULL) AS emprestado`))!;
  const standing = await standingOf(ex, codPessoa, await today(ex));
  return standingBar(standing)
    ?? (standing.suspendedUntil ? 'error.hold-suspended'
      : facts.ativa ? 'error.hold-duplicate'
        : facts.emprestado ? 'error.hold-already-on-loan'
          : null);
}

/** Copies of one combination: how many are on the shelf, how many a hold can wait for. */
interface CopyCount { available: number; holdable: number }

/**
 * The hold rule, one for the offer, the dry run and the placement: the patron first (when
 * signed in), then the copies: a hold waits for a copy, so one on the shelf or none that
 * ever comes back refuses it; it may go on when any of the combinations allows it.
 */
async function holdRefusal(ex: Executor, codPessoa: number | null, codAcervo: number, combinations: CopyCount[]): Promise<string | null> {
  const patron = codPessoa === null ? null : await patronRefusal(ex, codPessoa, codAcervo);
  if (patron) return patron;
  if (combinations.some((c) => c.available === 0 && c.holdable > 0)) return null;
  return combinations.some((c) => c.available > 0) ? 'error.hold-copies-available' : 'error.hold-not-allowed';
}

interface Assessment { reason: string | null; available: number; position: number }

/** Whether the patron may hold this combination now (the title is locked, or it is a dry run). */
async function assess(ex: Executor, codPessoa: number, req: HoldRequest): Promise<Assessment> {
  const copies = await rows<{ situacao: string; tipo_emprestimo: string; cod_biblioteca: number }>(ex, sql`
    SELECT e.situacao, e.tipo_emprestimo, e.cod_biblioteca FROM exemplar e
    WHERE e.cod_acervo = ${req.cod_acervo} AND e.cod_biblioteca = ${req.biblioteca} AND ${sameCombination(req)} AND e.situacao <> ${COPY.withdrawn}`);
  if (copies.length === 0) throw unprocessable('error.hold-option-invalid');
  // The rule of each loan type here for this patron (the resolver): a type never lent, or one
  // whose rule lends it not or holds it not, counts neither as available nor as holdable.
  const decisions = new Map<string, PolicyDecision>();
  for (const type of new Set(copies.map((c) => c.tipo_emprestimo))) decisions.set(type, await policyFor(ex, codPessoa, { cod_biblioteca: req.biblioteca, tipo_emprestimo: type }));
  const lendable = (c: { tipo_emprestimo: string }) => {
    const d = decisions.get(c.tipo_emprestimo)!;
    return !d.typeNotForLoan && !d.rule.naoEmprestavel;
  };
  const available = copies.filter((c) => lendable(c) && c.situacao === COPY.onShelf).length;
  const holdable = copies.filter((c) => lendable(c) && decisions.get(c.tipo_emprestimo)!.rule.permiteReserva && LOANABLE.holdStates.includes(c.situacao)).length;
  const reason = await holdRefusal(ex, codPessoa, req.cod_acervo, [{ available, holdable }]);
  const queue = (await one<{ fila: number }>(ex, sql`
    SELECT count(*)::int AS fila FROM reserva WHERE cod_acervo = ${req.cod_acervo} AND situacao = ${HOLD_ROW.queued}`))!;
  return { reason, available, position: queue.fila + 1 };
}

export async function checkQueue(ctx: AppContext, codPessoa: number, req: HoldRequest): Promise<ResponseBody<'checkHoldQueue'>> {
  await titleOr404(ctx.database.db, req.cod_acervo);
  const a = await assess(ctx.database.db, codPessoa, req);
  return { pode_reservar: a.reason === null, posicao_fila: a.reason === null ? a.position : null, exemplares_disponiveis: a.available, mensagem: a.reason };
}

export async function createHold(ctx: AppContext, codPessoa: number, req: HoldRequest): Promise<Hold> {
  return transaction(ctx, (tx) => placeHoldIn(tx, codPessoa, req));
}

/** The placement inside a transaction the caller holds (the patron's own call, or staff on their behalf). */
export async function placeHoldIn(tx: Tx, codPessoa: number, req: HoldRequest): Promise<Hold> {
  await titleOr404(tx, req.cod_acervo, { lock: true });
  const a = await assess(tx, codPessoa, req);
  if (a.reason) throw unprocessable(a.reason as MessageKey);
  // clock_timestamp(), not now(): the queue order is the order the title's lock was won in.
  const [row] = await rows<{ cod_reserva: number }>(tx, sql`
    INSERT INTO reserva (cod_acervo, cod_pessoa, cod_biblioteca, volume, tomo, parte, material_adicional, situacao, data_reserva)
    VALUES (${req.cod_acervo}, ${codPessoa}, ${req.biblioteca}, ${req.volume}, ${req.tomo}, ${req.parte}, ${req.material_adicional}, ${HOLD_ROW.queued}, clock_timestamp())
    RETURNING cod_reserva`);
  return holdById(tx, row.cod_reserva);
}

/** Cancels the patron's holds, all or none; a released copy passes to the next in queue. */
export async function cancelHolds(ctx: AppContext, codPessoa: number, codes: number[]): Promise<void> {
  const { alerts } = await transaction(ctx, (tx) => cancelHoldsIn(tx, codPessoa, codes));
  await deliverAlerts(ctx, alerts);
}

/**
 * The cancellation inside a transaction the caller holds: what was cancelled (the holds as
 * they were) and the alerts to deliver once it commits.
 */
export async function cancelHoldsIn(tx: Tx, codPessoa: number, codes: number[]) {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) throw unprocessable('error.hold-select');
  const alerts: (PendingAlert | null)[] = [];
  const titles = await rows<{ cod_acervo: number }>(tx, sql`
    SELECT DISTINCT cod_acervo FROM reserva WHERE cod_pessoa = ${codPessoa} AND cod_reserva IN ${wanted}`);
  await lockTitles(tx, titles.map((t) => t.cod_acervo));
  const holds = await rows<{ cod_reserva: number; situacao: string; cod_exemplar: number | null }>(tx, sql`
    SELECT cod_reserva, situacao, cod_exemplar FROM reserva
    WHERE cod_pessoa = ${codPessoa} AND cod_reserva IN ${wanted} AND situacao IN ${OPEN_HOLD_ROWS} FOR UPDATE`);
  // Someone else's hold, or one already over, is "not found" like a missing one.
  if (holds.length !== wanted.length) throw notFound('error.hold-not-found');
  const day = await today(tx);
  await exec(tx, sql`UPDATE reserva SET situacao = ${HOLD_ROW.cancelled}, data_encerramento = ${day}::date, cod_exemplar = NULL
    WHERE cod_reserva IN ${wanted}`);
  for (const hold of holds.filter((h) => h.situacao === HOLD_ROW.released)) {
    alerts.push((await passOnCopyOf(tx, hold.cod_exemplar, day)).alert);
  }
  return { cancelled: holds, alerts };
}

/** The hold tab's offer: the choices, and whether this patron (or a visitor) could hold the title. */
export async function holdOptions(ctx: AppContext, codAcervo: number, codPessoa: number | null): Promise<ResponseBody<'getHoldOptions'>> {
  const { db } = ctx.database;
  const offer = await titleOffer(db, codAcervo, (options) =>
    holdRefusal(db, codPessoa, codAcervo, options.map((o) => ({ available: o.disponiveis, holdable: o.reservaveis }))));
  return { ...offer, pode_reservar: offer.motivo === null };
}
