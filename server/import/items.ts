/**
 * Writes imported copies (server/marc/items.ts) into `exemplar`, the table the holdings,
 * holds and circulation read, so an imported copy is shown, held and lent like a seeded
 * one. Copies are upserted by barcode (exemplar.codigo_barras): a re-import updates a
 * copy's library, location, call number, loan type, collection and state, and never touches
 * its loans, holds or history (those rows point at cod_exemplar, which stays); a copy with
 * an open loan here or set aside for a hold keeps that state. The state comes from the
 * export's status values (server/marc/item-states.ts); a withdrawn one is dated and says why. A barcode found under another record is
 * moved to it and reported. A barcode that is already the number of a copy with no label of its
 * own (a demo's copy, or one catalogued before labels) is not written: scanning it would find one
 * of the two copies only, so the copy is skipped and the summary says why. Libraries met for the first time are created in `biblioteca`
 * (on the campus of the existing libraries); new locations and collections are values of the
 * copy's own columns and are reported as new. Loan types are a controlled list: the file's item
 * types are mapped onto it (../marc/loan-types.ts) and an import that would need a type the
 * list lacks is refused before it writes, unless asked to create it.
 */
import { sql } from 'drizzle-orm';
import { COPY } from '../../openapi/circulation-states';
import { syncDeletedTitles } from '../modules/catalogue';
import { copyNumberOf } from '../modules/circulation';
import type { Db } from '../db/connect';
import { exec, one, rows, type Executor } from '../db/query';
import type { ImportedItem, RecordReading } from '../marc/items';
import { BUILT_IN_LOAN_TYPES, chooseLoanType, countItemType, type ItemTypeCount } from '../marc/loan-types';

/** One status value met in the file and what it gave the copies (the summary's mapping table). */
export interface StatusValueCount { source: string; value: string; state: string; unknown: boolean; copies: number }

/** What the summary says about items. */
export interface ItemSummary {
  /** The shape read (e.g. "Koha 952"), how it was chosen, or null when the file has no items. */
  shape: string | null;
  created: number;
  updated: number;
  moved: number;
  skipped: number;
  /** Skipped items by reason ("no barcode": 3…). */
  reasons: Record<string, number>;
  /** Names met for the first time and created or first used. */
  libraries: string[];
  locations: string[];
  collections: string[];
  /** Loan types this import created (asked to: --create-loan-types). */
  loanTypes: string[];
  /** The file's item types, the loan type each gave and how many copies had it ("BK → normal 12"). */
  itemTypes: ItemTypeCount[];
  /** Copies written, by the state they were given (disponivel, emprestado, baixado…). */
  states: Record<string, number>;
  /** The status values read, each with the state it gave and how many copies had it ("999 $l WITHDRAWN → baixado: 3"). */
  statusValues: StatusValueCount[];
  /** Copies read twice in one record (one barcode in two shapes): written once. */
  deduplicated: number;
  /** Item fields ("852") and subfields ("999 $x") seen and not read, with how many times. */
  unread: Record<string, number>;
}

export const emptyItemSummary = (): ItemSummary => ({
  shape: null, created: 0, updated: 0, moved: 0, skipped: 0, reasons: {}, libraries: [], locations: [], collections: [], loanTypes: [], itemTypes: [],
  states: {}, statusValues: [], deduplicated: 0, unread: {},
});

/** Adds what reading one record found (before the copies are written). */
export function noteReading(summary: ItemSummary, reading: RecordReading) {
  summary.deduplicated += reading.deduplicated;
  for (const [label, n] of Object.entries(reading.unread)) summary.unread[label] = (summary.unread[label] ?? 0) + n;
}

export interface PendingItem extends ImportedItem { position: number }

/** What the loan type of a copy depends on. */
export type TypedItem = Pick<ImportedItem, 'itemType' | 'state'>;

export interface ItemOutcome {
  created: number;
  updated: number;
  moved: { position: number; barcode: string; from: string; to: string }[];
  /** Not written: the barcode is already the number of a copy with no label (`copy`). */
  taken: { position: number; barcode: string; copy: number }[];
}

/** The skip reason of a copy whose barcode is another copy's number. */
export const BARCODE_IS_A_COPY_NUMBER = 'barcode is the number of another copy';

const UNKNOWN_LIBRARY = 'Biblioteca importada';

/** Knows the libraries and the values already in use, creates what is new and remembers what it reported. */
export class ItemDirectory {
  private libraries = new Map<string, number>();
  private seen = { locations: new Set<string>(), collections: new Set<string>() };
  /** The codes of tipo_emprestimo. */
  private known = new Set<string>();
  private campus: number | null = null;

  /** `loanTypeMap`: the mapping file's "loanTypes" (item type → loan type code). */
  constructor(private summary: ItemSummary, private loanTypeMap: Readonly<Record<string, string>> = {}) {}

  async load(db: Db) {
    for (const b of await rows<{ cod_biblioteca: number; desc_biblioteca: string }>(db, sql`SELECT cod_biblioteca, desc_biblioteca FROM biblioteca`)) {
      this.libraries.set(b.desc_biblioteca.toLowerCase(), b.cod_biblioteca);
    }
    const values = await one<{ l: string[] | null; c: string[] | null }>(db, sql`
      SELECT array_agg(DISTINCT localizacao) AS l, array_agg(DISTINCT colecao) AS c FROM exemplar`);
    for (const v of values?.l ?? []) if (v) this.seen.locations.add(v);
    for (const v of values?.c ?? []) if (v) this.seen.collections.add(v);
    for (const t of await rows<{ codigo: string }>(db, sql`SELECT codigo FROM tipo_emprestimo`)) this.known.add(t.codigo);
    // The product's own types (a copy without a type, a copy never lent), with their names, if the list lacks them.
    const missing = BUILT_IN_LOAN_TYPES.filter((t) => !this.known.has(t.codigo));
    if (missing.length) await this.insertLoanTypes(db, missing);
  }

  private async insertLoanTypes(db: Db, types: readonly { codigo: string; nome: Record<string, string>; nao_emprestavel: boolean }[]) {
    await exec(db, sql`
      INSERT INTO tipo_emprestimo (codigo, nome, nao_emprestavel)
      SELECT r.codigo, r.nome, r.nao_emprestavel FROM jsonb_to_recordset(${JSON.stringify(types)}::jsonb) AS r(codigo text, nome jsonb, nao_emprestavel boolean)
      ON CONFLICT (codigo) DO NOTHING`);
    for (const t of types) this.known.add(t.codigo);
  }

  /** The file's item types that are neither mapped onto a loan type nor one's code, with their copies. */
  unknownTypes(items: Iterable<TypedItem>): ItemTypeCount[] {
    const counts: ItemTypeCount[] = [];
    for (const item of items) {
      const choice = chooseLoanType(item, this.loanTypeMap, this.known);
      if (choice.how === 'unknown') countItemType(counts, item.itemType, choice);
    }
    return counts.sort((a, b) => b.copies - a.copies || a.value.localeCompare(b.value));
  }

  /** Creates the loan types `unknown` names (by their code, in every language; staff name them later), in one statement. */
  async createLoanTypes(db: Db, unknown: readonly ItemTypeCount[]) {
    const codes = [...new Set(unknown.map((u) => u.loanType))].filter((c) => !this.known.has(c));
    if (!codes.length) return;
    await this.insertLoanTypes(db, codes.map((codigo) => ({ codigo, nome: { pt: codigo, en: codigo, es: codigo, fr: codigo, it: codigo }, nao_emprestavel: false })));
    this.summary.loanTypes.push(...codes);
  }

  /** The loan type a copy is written with (every type is known by now: unknown ones refused the file or were created). */
  loanTypeOf(item: TypedItem): string {
    return chooseLoanType(item, this.loanTypeMap, this.known).loanType;
  }

  /** The libraries of these items, creating the new ones (each in its own statement: they outlive a refused record). */
  async resolve(db: Db, items: readonly ImportedItem[]): Promise<void> {
    for (const item of items) {
      const name = item.library ?? UNKNOWN_LIBRARY;
      if (this.libraries.has(name.toLowerCase())) continue;
      if (this.campus === null) {
        const existing = await one<{ cod_campus: number }>(db, sql`
          SELECT coalesce((SELECT cod_campus FROM biblioteca ORDER BY cod_biblioteca LIMIT 1), (SELECT min(cod_campus) FROM campus)) AS cod_campus`);
        this.campus = existing?.cod_campus ?? (await one<{ cod_campus: number }>(db, sql`
          INSERT INTO campus (nome_campus) VALUES ('Campus principal') RETURNING cod_campus`))!.cod_campus;
      }
      const created = (await one<{ cod_biblioteca: number }>(db, sql`
        INSERT INTO biblioteca (desc_biblioteca, cod_campus) VALUES (${name}, ${this.campus}) RETURNING cod_biblioteca`))!;
      this.libraries.set(name.toLowerCase(), created.cod_biblioteca);
      this.summary.libraries.push(name);
    }
  }

  libraryOf(item: ImportedItem): number {
    return this.libraries.get((item.library ?? UNKNOWN_LIBRARY).toLowerCase())!;
  }

  /** Counts the item's state and status values; reports its location, collection and loan type when new (call after the record is written). */
  note(item: ImportedItem) {
    this.summary.states[item.state] = (this.summary.states[item.state] ?? 0) + 1;
    for (const n of item.notes) {
      const known = this.summary.statusValues.find((v) => v.source === n.source && v.value === n.value && v.state === n.state);
      if (known) known.copies += 1;
      else this.summary.statusValues.push({ source: n.source, value: n.value, state: n.state, unknown: n.unknown, copies: 1 });
    }
    const add = (value: string | null, set: Set<string>, list: string[]) => {
      if (value && !set.has(value)) { set.add(value); list.push(value); }
    };
    add(item.location, this.seen.locations, this.summary.locations);
    add(item.collection, this.seen.collections, this.summary.collections);
    countItemType(this.summary.itemTypes, item.itemType, chooseLoanType(item, this.loanTypeMap, this.known));
  }
}

/**
 * Upserts the copies of records already written in this transaction: `owners` gives each
 * position's cod_acervo and control number. One statement for the whole batch.
 */
export async function writeItems(
  tx: Executor, directory: ItemDirectory, items: readonly PendingItem[], owners: ReadonlyMap<number, { id: number; key: string }>,
): Promise<ItemOutcome> {
  const outcome: ItemOutcome = { created: 0, updated: 0, moved: [], taken: [] };
  const owned = items.filter((i) => owners.has(i.position));
  const numbers = owned.map((i) => copyNumberOf(i.barcode)).filter((n): n is number => n !== null);
  const unlabelled = new Set(numbers.length === 0 ? [] : (await rows<{ cod_exemplar: number }>(tx, sql`
    SELECT cod_exemplar FROM exemplar WHERE codigo_barras IS NULL AND cod_exemplar = ANY(${sql.param(numbers)}::int[])`)).map((r) => r.cod_exemplar));
  const list = owned.filter((i) => {
    const copy = copyNumberOf(i.barcode);
    if (copy === null || !unlabelled.has(copy)) return true;
    outcome.taken.push({ position: i.position, barcode: i.barcode, copy });
    return false;
  });
  if (list.length === 0) return outcome;
  const barcodes = list.map((i) => i.barcode);
  const before = new Map((await rows<{ codigo_barras: string; cod_acervo: number; numero_controle: string }>(tx, sql`
    SELECT e.codigo_barras, e.cod_acervo, a.numero_controle FROM exemplar e JOIN acervo a ON a.cod_acervo = e.cod_acervo
    WHERE e.codigo_barras = ANY(${sql.param(barcodes)}::text[])`)).map((r) => [r.codigo_barras, r]));
  // A copy lent here (an open loan) or set aside for a hold keeps its state: the file cannot know of it.
  const live = sql`(exemplar.situacao = ${COPY.setAside} OR EXISTS (
    SELECT 1 FROM emprestimo l WHERE l.cod_exemplar = exemplar.cod_exemplar AND l.data_devolucao IS NULL))`;
  const json = JSON.stringify(list.map((i) => ({
    cod_acervo: owners.get(i.position)!.id, cod_biblioteca: directory.libraryOf(i), codigo_barras: i.barcode,
    volume: i.volume, tomo: i.tomo, parte: i.parte, material_adicional: i.material, tipo_emprestimo: i.loanType,
    localizacao: i.location, colecao: i.collection, situacao: i.state, data_aquisicao: i.acquired, numero_chamada: i.callNumber,
    motivo_baixa: i.state === COPY.withdrawn ? `importado: ${i.notes.filter((n) => n.state === COPY.withdrawn).map((n) => `${n.source} ${n.value}`).join(', ')}` : null,
  })));
  await exec(tx, sql`
    INSERT INTO exemplar (cod_acervo, cod_biblioteca, codigo_barras, volume, tomo, parte, material_adicional, tipo_emprestimo,
      localizacao, colecao, situacao, data_aquisicao, numero_chamada, data_baixa, motivo_baixa)
    SELECT r.cod_acervo, r.cod_biblioteca, r.codigo_barras, r.volume, r.tomo, r.parte, r.material_adicional, r.tipo_emprestimo,
      r.localizacao, r.colecao, r.situacao, r.data_aquisicao, r.numero_chamada,
      CASE WHEN r.situacao = ${COPY.withdrawn} THEN now() END, r.motivo_baixa
    FROM jsonb_to_recordset(${json}::jsonb) AS r(cod_acervo int, cod_biblioteca int, codigo_barras text, volume text, tomo text,
      parte text, material_adicional text, tipo_emprestimo text, localizacao text, colecao text, situacao text, data_aquisicao date, numero_chamada text,
      motivo_baixa text)
    ON CONFLICT (codigo_barras) DO UPDATE SET
      cod_acervo = excluded.cod_acervo, cod_biblioteca = excluded.cod_biblioteca, volume = excluded.volume, tomo = excluded.tomo,
      parte = excluded.parte, material_adicional = excluded.material_adicional, tipo_emprestimo = excluded.tipo_emprestimo,
      localizacao = excluded.localizacao, colecao = excluded.colecao, numero_chamada = excluded.numero_chamada,
      data_aquisicao = coalesce(excluded.data_aquisicao, exemplar.data_aquisicao),
      situacao = CASE WHEN ${live} THEN exemplar.situacao ELSE excluded.situacao END,
      data_baixa = CASE WHEN ${live} THEN exemplar.data_baixa WHEN excluded.situacao = ${COPY.withdrawn} THEN coalesce(exemplar.data_baixa, now()) END,
      motivo_baixa = CASE WHEN ${live} THEN exemplar.motivo_baixa WHEN excluded.situacao = ${COPY.withdrawn} THEN coalesce(exemplar.motivo_baixa, excluded.motivo_baixa) END`);
  // A title whose copies came back (or all left) returns to harvesters (or leaves them).
  await syncDeletedTitles(tx, [...list.map((i) => owners.get(i.position)!.id), ...[...before.values()].map((r) => r.cod_acervo)]);
  for (const item of list) {
    const was = before.get(item.barcode);
    const owner = owners.get(item.position)!;
    if (!was) outcome.created += 1;
    else if (was.cod_acervo !== owner.id) outcome.moved.push({ position: item.position, barcode: item.barcode, from: was.numero_controle, to: owner.key });
    else outcome.updated += 1;
  }
  return outcome;
}
