/**
 * Holds from the old system, in their queue order: a queued hold joins its title's queue
 * (the queue is ordered by reserva.data_reserva, so the file's positions become moments in
 * that order, each on its hold's day); a hold ready for pickup sets its copy aside with its
 * shelf date and collection deadline, as a return does (release.ts) but without a new alert:
 * the old system told the patron already.
 */
import { sql } from 'drizzle-orm';
import { exec, type Executor, type Tx } from '../../db/query';
import { COPY, HOLD_ROW, dueDate, libraryCalendar } from '../../modules/circulation';
import type { FieldRows, RowError } from '../csv';
import {
  copiesNamed, holdableCopies, librariesByName, loadedRows, openHoldsOf, openLoansOf, patronsNamed, rulesByCategory, setAsideCopies, titlesNamed,
  type PatronRef,
} from './lookups';
import { countOf, dayOf, DATE_FORMATS, rowKey, type Planned } from './values';

type HoldFields = 'patron' | 'barcode' | 'id' | 'library' | 'title' | 'hold_date' | 'position' | 'status' | 'shelf_date' | 'pickup_deadline';

/** The file's status words: queued (Koha: no `found`; in transit `T` and processing `P` wait in the queue here) or ready (Koha `W`). */
const STATUS: Record<string, 'queued' | 'ready'> = {
  '': 'queued', fila: 'queued', em_fila: 'queued', queued: 'queued', t: 'queued', p: 'queued',
  w: 'ready', ready: 'ready', waiting: 'ready', liberada: 'ready', disponivel: 'ready', aguardando_retirada: 'ready',
};

export interface HoldRecord {
  chave_importacao: string; cod_acervo: number; cod_pessoa: number; cod_biblioteca: number; situacao: string;
  data_reserva: string; data_liberacao: string | null; data_limite: string | null; cod_exemplar: number | null;
  /** Not written: the order within the title's queue. */
  position: number; line: number;
}

interface Loaded { chave_importacao: string; situacao: string; cod_exemplar: number | null; cod_pessoa: number; cod_acervo: number }

export async function planHolds(ex: Executor, input: FieldRows<HoldFields>, today: string) {
  const patronOf = await patronsNamed(ex, input.map((r) => r.fields.patron));
  const copyOf = await copiesNamed(ex, input.map((r) => r.fields.barcode));
  const titleOf = await titlesNamed(ex, input.map((r) => r.fields.title));
  const libraries = await librariesByName(ex);
  const titles = input.map((r) => titleOf(r.fields.title) ?? copyOf(r.fields.barcode)?.cod_acervo).filter((t): t is number => t !== undefined);
  const holdable = await holdableCopies(ex, titles);
  const copies = input.map((r) => copyOf(r.fields.barcode)?.cod_exemplar).filter((c): c is number => c !== undefined);
  const onLoan = await openLoansOf(ex, copies);
  const setAside = await setAsideCopies(ex, copies);
  const patrons = input.map((r) => patronOf(r.fields.patron)).filter((p): p is PatronRef => !!p);
  const openHolds = await openHoldsOf(ex, patrons.map((p) => p.cod_pessoa));
  const ruleOf = await rulesByCategory(ex, patrons);
  const keyed = input.map((r) => rowKey('holds', r.fields.id, [
    patronOf(r.fields.patron)?.login ?? r.fields.patron, r.fields.title || r.fields.barcode, dayOf(r.fields.hold_date) ?? r.fields.hold_date,
  ]));
  const loaded = await loadedRows<Loaded>(ex, 'reserva', 'situacao, cod_exemplar, cod_pessoa, cod_acervo', keyed);

  const errors: RowError[] = [];
  const planned: Planned<HoldRecord>[] = [];
  const keyLine = new Map<string, number>();
  const holdLine = new Map<string, number>();
  const copyLine = new Map<number, number>();
  for (const [i, { line, fields: f }] of input.entries()) {
    const refuse = (reason: string) => { errors.push({ line, reason }); };
    const patron = patronOf(f.patron);
    if (!patron) { refuse(`unknown patron "${f.patron}"`); continue; }
    const copy = f.barcode ? copyOf(f.barcode) : undefined;
    if (f.barcode && !copy) { refuse(`unknown barcode "${f.barcode}"`); continue; }
    const title = f.title ? titleOf(f.title) : copy?.cod_acervo;
    if (title === undefined) { refuse(f.title ? `unknown title "${f.title}"` : 'neither a title nor a barcode'); continue; }
    if (copy && copy.cod_acervo !== title) { refuse(`copy ${f.barcode} is not a copy of title "${f.title}"`); continue; }
    const status = STATUS[f.status.trim().toLowerCase()];
    if (!status) { refuse(`unknown hold status "${f.status}" (queued or ready; Koha: W, T, P or empty)`); continue; }
    const holdDate = dayOf(f.hold_date);
    if (!holdDate || holdDate > today) { refuse(`bad hold date "${f.hold_date}" ${DATE_FORMATS}, not after today`); continue; }
    const position = countOf(f.position, Number.MAX_SAFE_INTEGER);
    if (position === null) { refuse(`bad queue position "${f.position}"`); continue; }
    const where = holdable.get(title);
    let library: number | undefined;
    if (f.library) {
      library = libraries.find(f.library);
      if (library === undefined) { refuse(`unknown library "${f.library}"`); continue; }
    } else library = copy?.cod_biblioteca ?? (patron.cod_biblioteca !== null && where?.has(patron.cod_biblioteca) ? patron.cod_biblioteca : where?.keys().next().value);
    if (!where || library === undefined || !where.has(library)) { refuse(`hold on a title with no copy${where && library !== undefined ? ' in that library' : ''} (${f.title || f.barcode})`); continue; }
    const key = keyed[i];
    if (keyLine.has(key)) { refuse(`the same hold as line ${keyLine.get(key)}`); continue; }
    keyLine.set(key, line);
    const ready = status === 'ready';
    const what = `${ready ? 'hold ready for pickup' : 'hold in queue'} of ${patron.login} for ${f.title || `the title of ${f.barcode}`}`;
    const before = loaded.get(key);
    if (before) {
      if (before.cod_pessoa !== patron.cod_pessoa || before.cod_acervo !== title) { refuse(`id "${f.id}" was loaded as another hold`); continue; }
      const wasReady = before.situacao === HOLD_ROW.released;
      if (wasReady !== ready && before.situacao === HOLD_ROW.queued) { refuse(`loaded before as a hold in queue; a load does not release it (the desk's return does)`); continue; }
      planned.push({ line, action: 'unchanged', detail: `${what}${before.situacao === HOLD_ROW.queued || wasReady ? '' : ` (${before.situacao} here since)`}`, key, record: {} as HoldRecord });
      continue;
    }
    const patronTitle = `${patron.cod_pessoa}:${title}`;
    if (holdLine.has(patronTitle)) { refuse(`${patron.login} already holds this title (line ${holdLine.get(patronTitle)})`); continue; }
    if (openHolds.has(patronTitle)) { refuse(`${patron.login} already holds this title`); continue; }
    let shelfDate: string | null = null;
    let deadline: string | null = null;
    if (ready) {
      if (!copy) { refuse('a hold ready for pickup needs the barcode of the copy set aside'); continue; }
      shelfDate = dayOf(f.shelf_date);
      if (!shelfDate || shelfDate > today) { refuse(`bad shelf date "${f.shelf_date}" ${DATE_FORMATS}, not after today`); continue; }
      if (f.pickup_deadline) {
        deadline = dayOf(f.pickup_deadline);
        if (!deadline || deadline < shelfDate) { refuse(`bad pickup deadline "${f.pickup_deadline}" ${DATE_FORMATS}, not before the shelf date`); continue; }
      }
      const open = onLoan.get(copy.cod_exemplar);
      if (open) { refuse(`copy ${f.barcode} is on loan (to ${open.login}), it cannot be waiting on the shelf`); continue; }
      const held = setAside.get(copy.cod_exemplar);
      if (held || copyLine.has(copy.cod_exemplar)) { refuse(`copy ${f.barcode} is already set aside${held ? ` for ${held.login}` : ` (line ${copyLine.get(copy.cod_exemplar)})`}`); continue; }
      if (copy.situacao === COPY.withdrawn || copy.situacao === COPY.lost) { refuse(`copy ${f.barcode} is ${copy.situacao === COPY.lost ? 'lost' : 'withdrawn'} here`); continue; }
      copyLine.set(copy.cod_exemplar, line);
    }
    holdLine.set(patronTitle, line);
    planned.push({
      line, action: 'create', key,
      detail: `${what}${ready ? `, on the shelf since ${shelfDate}` : position !== Number.MAX_SAFE_INTEGER ? `, position ${position}` : ''}`,
      record: {
        chave_importacao: key, cod_acervo: title, cod_pessoa: patron.cod_pessoa, cod_biblioteca: library, situacao: ready ? HOLD_ROW.released : HOLD_ROW.queued,
        data_reserva: holdDate, data_liberacao: shelfDate, data_limite: deadline, cod_exemplar: ready ? copy!.cod_exemplar : null, position, line,
        // The deadline the category's rule gives, when the file has none (set below, once per library's calendar).
        ...(ready && !deadline ? { pickupDays: ruleOf(patron.categoria).diasRetiradaReserva } : {}),
      } as HoldRecord,
    });
  }
  await fillDeadlines(ex, planned.filter((p) => p.action === 'create').map((p) => p.record));
  orderQueues(planned.filter((p) => p.action === 'create').map((p) => p.record));
  return { planned, errors };
}

/** A ready hold without its deadline: the shelf date plus the category's pickup days, on an open day (release.ts's rule). */
async function fillDeadlines(ex: Executor, records: (HoldRecord & { pickupDays?: number })[]) {
  const missing = records.filter((r) => r.pickupDays !== undefined);
  const calendars = new Map<number, Awaited<ReturnType<typeof libraryCalendar>>>();
  for (const r of missing) {
    if (!calendars.has(r.cod_biblioteca)) {
      const from = missing.filter((m) => m.cod_biblioteca === r.cod_biblioteca).map((m) => m.data_liberacao!).sort()[0];
      calendars.set(r.cod_biblioteca, await libraryCalendar(ex, r.cod_biblioteca, from));
    }
    r.data_limite = dueDate(r.data_liberacao!, r.pickupDays!, calendars.get(r.cod_biblioteca));
    delete r.pickupDays;
  }
}

/**
 * A title's queue is the order of data_reserva: the file's holds of one title, by position
 * (then day, then line), each at noon of its day or a second after the one before it, so
 * the day shown is the hold's own unless the file's positions contradict its days.
 */
function orderQueues(records: HoldRecord[]) {
  const byTitle = new Map<number, HoldRecord[]>();
  for (const r of records) byTitle.set(r.cod_acervo, [...(byTitle.get(r.cod_acervo) ?? []), r]);
  for (const queue of byTitle.values()) {
    queue.sort((a, b) => a.position - b.position || a.data_reserva.localeCompare(b.data_reserva) || a.line - b.line);
    let last = 0;
    for (const r of queue) {
      const at = Math.max(Date.parse(`${r.data_reserva}T12:00:00Z`), last + 1000);
      r.data_reserva = new Date(at).toISOString();
      last = at;
    }
  }
}

const HOLD_RECORD = `chave_importacao text, cod_acervo int, cod_pessoa int, cod_biblioteca int, situacao text, data_reserva timestamptz,
  data_liberacao date, data_limite date, cod_exemplar int`;

export async function writeHolds(tx: Tx, planned: Planned<HoldRecord>[]) {
  const created = JSON.stringify(planned.filter((p) => p.action === 'create').map((p) => p.record));
  await exec(tx, sql`
    INSERT INTO reserva (cod_acervo, cod_pessoa, cod_biblioteca, situacao, data_reserva, data_liberacao, data_limite, cod_exemplar, chave_importacao)
    SELECT cod_acervo, cod_pessoa, cod_biblioteca, situacao, data_reserva, data_liberacao, data_limite, cod_exemplar, chave_importacao
    FROM jsonb_to_recordset(${created}::jsonb) AS r(${sql.raw(HOLD_RECORD)})`);
  await exec(tx, sql`
    UPDATE exemplar e SET situacao = ${COPY.setAside} FROM jsonb_to_recordset(${created}::jsonb) AS r(${sql.raw(HOLD_RECORD)})
    WHERE e.cod_exemplar = r.cod_exemplar`);
}
