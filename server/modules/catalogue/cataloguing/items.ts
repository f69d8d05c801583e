/**
 * A title's copies as a cataloguer keeps them (issue 23 item 3): list, add, edit and
 * withdraw, each in one transaction with its audit row. A withdrawn copy (situacao
 * 'baixado') keeps its row, loans and history but leaves circulation: the desk, holds and
 * loan requests count only the statuses they lend or hold, and the public copies list
 * leaves it out. The title row is locked first (the circulation lock order: title, copy,
 * loan), so a withdrawal and a check-out of the same copy cannot cross.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, one, rows, transaction, type Executor, type Tx } from '../../../db/query';
import { notFound, unprocessable } from '../../../http/errors';
import type { RequestBody, ResponseBody, Schema } from '../../../http/handlers';
import { recordAudit } from '../../platform';
import { COPY } from '../../../../openapi/circulation-states';
import { lockTitle, titleCopiesChanged } from '../core';

export type StaffItem = Schema<'StaffItem'>;
export type ItemInput = RequestBody<'createItem'>;

/** Statuses circulation sets and clears by itself; a cataloguer never writes them. */
export const IN_CIRCULATION: readonly string[] = [COPY.onLoan, COPY.setAside];

const itemSelect = sql`
  SELECT x.cod_exemplar, x.codigo_barras, x.cod_biblioteca, b.desc_biblioteca AS biblioteca, x.localizacao, x.colecao,
    x.tipo_emprestimo, x.situacao, x.volume, x.tomo, x.parte, x.numero_chamada, x.data_baixa, x.motivo_baixa, x.cod_acervo
  FROM exemplar x JOIN biblioteca b ON b.cod_biblioteca = x.cod_biblioteca`;

type ItemRow = StaffItem & { cod_acervo: number; data_baixa: string | Date | null };

const toItem = ({ cod_acervo: _title, ...row }: ItemRow): StaffItem => ({
  ...row, codigo_barras: row.codigo_barras ?? String(row.cod_exemplar),
  data_baixa: row.data_baixa == null ? null : new Date(row.data_baixa).toISOString(),
});

/** The fields an input writes, trimmed, empty optional texts as null. */
export function normalizeItem(input: ItemInput) {
  const text = (value: string | null | undefined) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  };
  return {
    codigo_barras: input.codigo_barras.trim(),
    cod_biblioteca: input.cod_biblioteca,
    localizacao: text(input.localizacao),
    colecao: text(input.colecao),
    tipo_emprestimo: input.tipo_emprestimo.trim(),
    situacao: input.situacao,
    volume: text(input.volume),
    tomo: text(input.tomo),
    parte: text(input.parte),
    numero_chamada: text(input.numero_chamada),
  };
}
type Normalized = ReturnType<typeof normalizeItem>;

/** Why a cataloguer may not change this copy's status to `wanted` (a 422 key), or null. */
export function statusChangeRefusal(current: string, wanted: string | undefined): 'error.item-withdrawn' | 'error.item-in-circulation' | null {
  if (current === COPY.withdrawn) return 'error.item-withdrawn';
  if (wanted !== undefined && wanted !== current && IN_CIRCULATION.includes(current)) return 'error.item-in-circulation';
  return null;
}

/** Why this copy may not be withdrawn now (a 422 key), or null. */
export function withdrawalRefusal(current: string, onLoan: boolean): 'error.item-withdrawn' | 'error.item-on-loan' | 'error.item-set-aside' | null {
  if (current === COPY.withdrawn) return 'error.item-withdrawn';
  if (onLoan || current === COPY.onLoan) return 'error.item-on-loan';
  if (current === COPY.setAside) return 'error.item-set-aside';
  return null;
}

export async function titleItems(ctx: AppContext, codAcervo: number): Promise<ResponseBody<'listTitleItems'>> {
  const { db } = ctx.database;
  const title = await one<{ cod_acervo: number; titulo: string; autor: string | null; classificacao: string | null; link_capa: string | null }>(db, sql`
    SELECT cod_acervo, titulo, autor, classificacao, link_capa FROM acervo WHERE cod_acervo = ${codAcervo}`);
  if (!title) throw notFound('error.title-not-found');
  const items = await rows<ItemRow>(db, sql`${itemSelect} WHERE x.cod_acervo = ${codAcervo}
    ORDER BY x.situacao = ${COPY.withdrawn}, b.desc_biblioteca, x.volume NULLS FIRST, x.cod_exemplar`);
  const bibliotecas = await rows<Schema<'Library'>>(db, sql`
    SELECT cod_biblioteca, desc_biblioteca, cod_campus FROM biblioteca ORDER BY desc_biblioteca`);
  const tipos = await rows<{ tipo: string }>(db, sql`SELECT codigo AS tipo FROM tipo_emprestimo ORDER BY 1`);
  return { ...title, exemplares: items.map(toItem), opcoes: { bibliotecas, tipos_emprestimo: tipos.map((t) => t.tipo) } };
}

async function itemRow(ex: Executor, codExemplar: number, lock = false): Promise<ItemRow | undefined> {
  return one<ItemRow>(ex, sql`${itemSelect} WHERE x.cod_exemplar = ${codExemplar} ${lock ? sql`FOR UPDATE OF x` : sql``}`);
}

async function checkFields(tx: Tx, fields: Normalized, codExemplar: number | null): Promise<void> {
  if (!(await one(tx, sql`SELECT 1 FROM biblioteca WHERE cod_biblioteca = ${fields.cod_biblioteca}`))) {
    throw unprocessable('error.item-library-not-found');
  }
  // Loan types are a controlled list (issue 35): a copy takes one of them.
  if (!(await one(tx, sql`SELECT 1 FROM tipo_emprestimo WHERE codigo = ${fields.tipo_emprestimo}`))) throw unprocessable('error.item-loan-type-unknown');
  // A copy with no barcode of its own is read at the desk by its cod_exemplar: that number is taken too.
  const taken = await one(tx, sql`SELECT 1 FROM exemplar
    WHERE (codigo_barras = ${fields.codigo_barras} OR (codigo_barras IS NULL AND cod_exemplar::text = ${fields.codigo_barras}))
    ${codExemplar === null ? sql`` : sql`AND cod_exemplar <> ${codExemplar}`}`);
  if (taken) throw unprocessable('error.item-barcode-taken');
}

/** A unique-index refusal is the same answer as the check (two adds of one barcode at once). */
async function barcodeUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const text = `${(error as { code?: string }).code ?? ''} ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`;
    if (text.includes('23505') || text.includes('exemplar_codigo_barras_idx')) throw unprocessable('error.item-barcode-taken');
    throw error;
  }
}

const audited = (item: StaffItem) => {
  const { cod_exemplar: _id, biblioteca: _name, ...fields } = item;
  return fields as Record<string, unknown>;
};

export async function createItem(ctx: AppContext, autor: number, codAcervo: number, input: ItemInput): Promise<StaffItem> {
  const fields = normalizeItem(input);
  return barcodeUnique(() => transaction(ctx, async (tx) => {
    if (!(await lockTitle(tx, codAcervo))) throw notFound('error.title-not-found');
    await checkFields(tx, fields, null);
    const created = (await one<{ cod_exemplar: number }>(tx, sql`
      INSERT INTO exemplar (cod_acervo, cod_biblioteca, codigo_barras, localizacao, colecao, tipo_emprestimo, situacao,
        volume, tomo, parte, numero_chamada, data_aquisicao)
      VALUES (${codAcervo}, ${fields.cod_biblioteca}, ${fields.codigo_barras}, ${fields.localizacao}, ${fields.colecao},
        ${fields.tipo_emprestimo}, ${fields.situacao ?? COPY.onShelf}, ${fields.volume}, ${fields.tomo}, ${fields.parte},
        ${fields.numero_chamada}, current_date)
      RETURNING cod_exemplar`))!;
    await titleCopiesChanged(tx, codAcervo);
    const item = toItem((await itemRow(tx, created.cod_exemplar))!);
    await recordAudit(tx, { autor, acao: 'item.create', alvoTipo: 'exemplar', alvoId: item.cod_exemplar, depois: { cod_acervo: codAcervo, ...audited(item) } });
    return item;
  }));
}

export async function updateItem(ctx: AppContext, autor: number, codExemplar: number, input: ItemInput): Promise<StaffItem> {
  const fields = normalizeItem(input);
  const found = await itemRow(ctx.database.db, codExemplar);
  if (!found) throw notFound('error.copy-not-found');
  return barcodeUnique(() => transaction(ctx, async (tx) => {
    await lockTitle(tx, found.cod_acervo);
    const current = (await itemRow(tx, codExemplar, true))!;
    const refusal = statusChangeRefusal(current.situacao, fields.situacao);
    if (refusal) throw unprocessable(refusal);
    await checkFields(tx, fields, codExemplar);
    await exec(tx, sql`
      UPDATE exemplar SET codigo_barras = ${fields.codigo_barras}, cod_biblioteca = ${fields.cod_biblioteca},
        localizacao = ${fields.localizacao}, colecao = ${fields.colecao}, tipo_emprestimo = ${fields.tipo_emprestimo},
        situacao = ${fields.situacao ?? current.situacao}, volume = ${fields.volume}, tomo = ${fields.tomo}, parte = ${fields.parte},
        numero_chamada = ${fields.numero_chamada}
      WHERE cod_exemplar = ${codExemplar}`);
    await titleCopiesChanged(tx, found.cod_acervo);
    const item = toItem((await itemRow(tx, codExemplar))!);
    const before = audited(toItem(current));
    const after = audited(item);
    const changed = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    await recordAudit(tx, {
      autor, acao: 'item.update', alvoTipo: 'exemplar', alvoId: codExemplar,
      antes: Object.fromEntries(changed.map((k) => [k, before[k]])), depois: Object.fromEntries(changed.map((k) => [k, after[k]])),
    });
    return item;
  }));
}

export async function withdrawItem(ctx: AppContext, autor: number, codExemplar: number, motivo: string): Promise<StaffItem> {
  const found = await itemRow(ctx.database.db, codExemplar);
  if (!found) throw notFound('error.copy-not-found');
  return transaction(ctx, async (tx) => {
    await lockTitle(tx, found.cod_acervo);
    const current = (await itemRow(tx, codExemplar, true))!;
    const loan = await one(tx, sql`SELECT 1 FROM emprestimo WHERE cod_exemplar = ${codExemplar} AND data_devolucao IS NULL`);
    const refusal = withdrawalRefusal(current.situacao, !!loan);
    if (refusal) throw unprocessable(refusal);
    await exec(tx, sql`UPDATE exemplar SET situacao = ${COPY.withdrawn}, data_baixa = now(), motivo_baixa = ${motivo.trim()}
      WHERE cod_exemplar = ${codExemplar}`);
    // A title whose last copy goes leaves the catalogue for harvesters (OAI-PMH's persistent deletion).
    await titleCopiesChanged(tx, found.cod_acervo);
    await recordAudit(tx, {
      autor, acao: 'item.withdraw', alvoTipo: 'exemplar', alvoId: codExemplar,
      antes: { situacao: current.situacao }, depois: { situacao: COPY.withdrawn }, motivo: motivo.trim(),
    });
    return toItem((await itemRow(tx, codExemplar))!);
  });
}
