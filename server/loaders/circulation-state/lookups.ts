/**
 * What the checks of a circulation-state file read, in a few set-based queries (a file has
 * tens of thousands of rows): the patrons, copies and titles it names, what is on loan or
 * set aside, the rows an earlier load of it wrote (by their keys), libraries and rules.
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/query';
import { COPY, HOLD_ROW, ruleOf, DEFAULT_RULE, type CirculationRule } from '../../modules/circulation';

export interface PatronRef { cod_pessoa: number; login: string; categoria: string; cod_biblioteca: number | null; cartao: string | null }
export interface CopyRef {
  cod_exemplar: number; cod_acervo: number; cod_biblioteca: number; situacao: string; codigo_barras: string | null;
}

const lower = (values: string[]) => [...new Set(values.filter(Boolean).map((v) => v.trim().toLowerCase()))];
const distinct = (values: string[]) => [...new Set(values.filter(Boolean).map((v) => v.trim()))];

export async function patronsNamed(ex: Executor, names: string[]) {
  const found = await rows<PatronRef>(ex, sql`
    SELECT cod_pessoa, login, categoria, cod_biblioteca, cartao FROM pessoa
    WHERE lower(login) = ANY(${sql.param(lower(names))}::text[]) OR cartao = ANY(${sql.param(distinct(names))}::text[])`);
  const byLogin = new Map(found.map((p) => [p.login.toLowerCase(), p]));
  const byCard = new Map(found.filter((p) => p.cartao).map((p) => [p.cartao!, p]));
  return (name: string): PatronRef | undefined => byLogin.get(name.trim().toLowerCase()) ?? byCard.get(name.trim());
}

/** A copy by its label (codigo_barras) or, for copies without one, its number: the desk's reading of a barcode. */
export async function copiesNamed(ex: Executor, barcodes: string[]) {
  const labels = distinct(barcodes);
  const numbers = labels.filter((b) => /^\d{1,9}$/.test(b)).map(Number);
  const found = await rows<CopyRef>(ex, sql`
    SELECT cod_exemplar, cod_acervo, cod_biblioteca, situacao, codigo_barras FROM exemplar
    WHERE codigo_barras = ANY(${sql.param(labels)}::text[]) OR (codigo_barras IS NULL AND cod_exemplar = ANY(${sql.param(numbers)}::int[]))`);
  const byLabel = new Map(found.filter((c) => c.codigo_barras).map((c) => [c.codigo_barras!, c]));
  const byNumber = new Map(found.filter((c) => !c.codigo_barras).map((c) => [c.cod_exemplar, c]));
  return (barcode: string): CopyRef | undefined => {
    const label = barcode.trim();
    return byLabel.get(label) ?? (/^\d{1,9}$/.test(label) ? byNumber.get(Number(label)) : undefined);
  };
}

/** Titles by their control number (001, as imported) or, for a plain number, their code. */
export async function titlesNamed(ex: Executor, names: string[]) {
  const keys = distinct(names);
  const found = await rows<{ cod_acervo: number; numero_controle: string }>(ex, sql`
    SELECT cod_acervo, numero_controle FROM acervo WHERE numero_controle = ANY(${sql.param(keys)}::text[])`);
  const byControl = new Map(found.map((t) => [t.numero_controle, t.cod_acervo]));
  return (name: string): number | undefined => byControl.get(name.trim());
}

/** Where each title has copies that can go out or be set aside: title → library → count. */
export async function holdableCopies(ex: Executor, titles: number[]) {
  const found = await rows<{ cod_acervo: number; cod_biblioteca: number; n: number }>(ex, sql`
    SELECT cod_acervo, cod_biblioteca, count(*)::int AS n FROM exemplar
    WHERE cod_acervo = ANY(${sql.param([...new Set(titles)])}::int[]) AND situacao NOT IN (${COPY.lost}, ${COPY.withdrawn})
    GROUP BY cod_acervo, cod_biblioteca ORDER BY cod_acervo, n DESC, cod_biblioteca`);
  const map = new Map<number, Map<number, number>>();
  for (const r of found) map.set(r.cod_acervo, (map.get(r.cod_acervo) ?? new Map()).set(r.cod_biblioteca, r.n));
  return map;
}

/** Open loans of the copies: copy → the loan and its patron's login. */
export async function openLoansOf(ex: Executor, copies: number[]) {
  const found = await rows<{ cod_exemplar: number; chave_importacao: string | null; login: string }>(ex, sql`
    SELECT m.cod_exemplar, m.chave_importacao, p.login FROM emprestimo m JOIN pessoa p ON p.cod_pessoa = m.cod_pessoa
    WHERE m.data_devolucao IS NULL AND m.cod_exemplar = ANY(${sql.param([...new Set(copies)])}::int[])`);
  return new Map(found.map((r) => [r.cod_exemplar, r]));
}

/** Copies set aside for a released hold: copy → the hold's key and patron. */
export async function setAsideCopies(ex: Executor, copies: number[]) {
  const found = await rows<{ cod_exemplar: number; chave_importacao: string | null; login: string }>(ex, sql`
    SELECT r.cod_exemplar, r.chave_importacao, p.login FROM reserva r JOIN pessoa p ON p.cod_pessoa = r.cod_pessoa
    WHERE r.situacao = ${HOLD_ROW.released} AND r.cod_exemplar = ANY(${sql.param([...new Set(copies)])}::int[])`);
  return new Map(found.map((r) => [r.cod_exemplar, r]));
}

/** Open holds of the patrons: `patron:title` → the hold's key. */
export async function openHoldsOf(ex: Executor, patrons: number[]) {
  const found = await rows<{ cod_pessoa: number; cod_acervo: number; chave_importacao: string | null }>(ex, sql`
    SELECT cod_pessoa, cod_acervo, chave_importacao FROM reserva
    WHERE situacao IN (${HOLD_ROW.queued}, ${HOLD_ROW.released}) AND cod_pessoa = ANY(${sql.param([...new Set(patrons)])}::int[])`);
  return new Map(found.map((r) => [`${r.cod_pessoa}:${r.cod_acervo}`, r.chave_importacao]));
}

/** Rows an earlier load wrote, by their keys (the columns compared to tell "unchanged" from "update"). */
export async function loadedRows<T extends { chave_importacao: string }>(ex: Executor, table: 'emprestimo' | 'reserva' | 'multa' | 'suspensao', columns: string, keys: string[]) {
  const found = await rows<T>(ex, sql`
    SELECT chave_importacao, ${sql.raw(columns)} FROM ${sql.identifier(table)} WHERE chave_importacao = ANY(${sql.param(keys)}::text[])`);
  return new Map(found.map((r) => [r.chave_importacao, r]));
}

export async function librariesByName(ex: Executor) {
  const all = await rows<{ cod_biblioteca: number; desc_biblioteca: string }>(ex, sql`SELECT cod_biblioteca, desc_biblioteca FROM biblioteca ORDER BY cod_biblioteca`);
  return {
    first: all[0]?.cod_biblioteca,
    find: (name: string) => all.find((l) => String(l.cod_biblioteca) === name.trim() || l.desc_biblioteca.toLowerCase() === name.trim().toLowerCase())?.cod_biblioteca,
  };
}

/**
 * The circulation rule of each patron category met, through the core's own resolver
 * (`ruleOf`, asked for one patron of each category: the categories are few, the patrons many).
 */
export async function rulesByCategory(ex: Executor, patrons: PatronRef[]) {
  const sample = new Map<string, number>();
  for (const p of patrons) if (!sample.has(p.categoria)) sample.set(p.categoria, p.cod_pessoa);
  const rules = new Map<string, CirculationRule>();
  for (const [category, codPessoa] of sample) rules.set(category, await ruleOf(ex, codPessoa));
  return (category: string) => rules.get(category) ?? DEFAULT_RULE;
}
