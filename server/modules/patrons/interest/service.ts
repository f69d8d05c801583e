/**
 * A patron's interest profile (spec §3 interest-profile entry, §5): the areas, authors and
 * subjects (found in the authority file), journals and types of work they follow, each
 * with its validity, libraries and languages; and the Check titles list the matching
 * fills (matching.ts). Every statement is bound to the caller's cod_pessoa.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { titlesInOrder } from '../../catalogue';
import { exec, one, rows, transaction, type Executor } from '../../../db/query';
import { badRequest, notFound, unprocessable } from '../../../http/errors';
import type { RequestBody, ResponseBody, Schema } from '../../../http/handlers';
import { IDIOMAS } from '../../../marc/languages';
import { fold, insertMatches } from './matching';

export type Entry = Schema<'InterestProfileEntry'>;
export type EntryInput = RequestBody<'addInterestTerm'>;
export type Kind = Entry['tipoDSI'];
export type TermKind = 'area' | 'autor' | 'assunto';
export const TERM_KINDS: readonly TermKind[] = ['area', 'autor', 'assunto'];

/** The authority headings each kind follows (autoridade.tipo). */
const AUTHORITY_TYPES: Record<'autor' | 'assunto', string[]> = {
  autor: ['pessoa', 'instituicao', 'evento'],
  assunto: ['assunto', 'assunto_geografico', 'genero_forma', 'titulo_uniforme', 'termo_cronologico'],
};

const KIND_NAMES: Record<Kind, string> = {
  area: 'Área do conhecimento', autor: 'Autor', assunto: 'Assunto', periodico: 'Periódico', tipo_obra: 'Tipo de obra',
};

const ENTRY_COLUMNS = sql`codigo, tipo_dsi AS "tipoDSI", descricao, cod_tipo_area AS "codTipoArea", validade::text AS validade,
  fasciculo, artigo, sumario, bibliotecas, idiomas`;

const LIMIT = 50;

export async function options(ctx: AppContext): Promise<ResponseBody<'getInterestProfileOptions'>> {
  const { db } = ctx.database;
  const [areaTypes, libraries, workTypes] = await Promise.all([
    rows<{ codigo: string; descricao: string }>(db, sql`
      SELECT DISTINCT cod_tipo_area_conhec::text AS codigo, 'Tabela ' || cod_tipo_area_conhec AS descricao
      FROM area_conhecimento WHERE cod_tipo_area_conhec IS NOT NULL ORDER BY 1`),
    rows<Schema<'Library'>>(db, sql`SELECT cod_biblioteca, desc_biblioteca, cod_campus FROM biblioteca ORDER BY desc_biblioteca`),
    rows<{ codigo: string; descricao: string }>(db, sql`SELECT cod_tipo_obra::text AS codigo, descricao FROM tipo_obra ORDER BY descricao`),
  ]);
  return {
    tipos_dsi: Object.entries(KIND_NAMES).map(([codigo, descricao]) => ({ codigo, descricao })),
    tipos_area: areaTypes,
    bibliotecas: libraries,
    idiomas: Object.entries(IDIOMAS).map(([codigo, descricao]) => ({ codigo, descricao })),
    tipos_obra: workTypes,
  };
}

/** Areas by name; authors and subjects from the authority file (by words or by the heading's start). */
export async function searchTerms(ctx: AppContext, kind: TermKind, term: string): Promise<{ codigo: string; descricao: string }[]> {
  const { db } = ctx.database;
  const text = term.trim();
  if (!text) return [];
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (kind === 'area') {
    return rows(db, sql`SELECT cod_area_conhecimento::text AS codigo, descricao FROM area_conhecimento
      WHERE lower(unaccent(descricao)) LIKE '%' || lower(unaccent(${escaped})) || '%' ORDER BY descricao LIMIT ${LIMIT}`);
  }
  return rows(db, sql`SELECT cod_autoridade::text AS codigo, cabecalho AS descricao FROM autoridade au
    WHERE au.tipo = ANY(${sql.param(AUTHORITY_TYPES[kind])}::text[])
      AND (au.tsv @@ websearch_to_tsquery('pt_unaccent', texto_de_busca(${text}))
        OR lower(unaccent(texto_de_busca(au.cabecalho))) LIKE lower(unaccent(texto_de_busca(${escaped}))) || '%')
    ORDER BY lower(unaccent(texto_de_busca(au.cabecalho))) COLLATE "C", au.cod_autoridade LIMIT ${LIMIT}`);
}

/** Journals (titles whose type is a periodical) by title or ISSN, optionally held by some libraries. */
export async function searchJournals(ctx: AppContext, term: string, libraries: number[]): Promise<ResponseBody<'searchInterestJournals'>> {
  const text = term.trim();
  if (!text) return [];
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const held = libraries.length
    ? sql`AND EXISTS (SELECT 1 FROM exemplar e WHERE e.cod_acervo = a.cod_acervo AND e.cod_biblioteca = ANY(${sql.param(libraries)}::int[]))`
    : sql``;
  return rows(ctx.database.db, sql`SELECT a.cod_acervo, a.titulo, a.issn[1] AS issn FROM acervo a
    WHERE (${journalCondition()})
      AND (a.tsv @@ websearch_to_tsquery('pt_unaccent', texto_de_consulta(${text}))
        OR lower(unaccent(a.titulo)) LIKE '%' || lower(unaccent(${escaped})) || '%' OR ${text} = ANY(a.issn))
      ${held}
    ORDER BY lower(a.titulo), a.cod_acervo LIMIT ${LIMIT}`);
}

/** A journal: a serial's leader (07 's') or a title carrying an ISSN. */
const journalCondition = () => sql`substr(a.marc->>'leader', 8, 1) = 's' OR cardinality(a.issn) > 0`;

export async function list(ctx: AppContext, codPessoa: number, kinds: readonly Kind[]): Promise<Entry[]> {
  return rows<Entry>(ctx.database.db, sql`SELECT ${ENTRY_COLUMNS} FROM perfil_interesse
    WHERE cod_pessoa = ${codPessoa} AND tipo_dsi = ANY(${sql.param([...kinds])}::text[])
    ORDER BY tipo_dsi, lower(descricao), codigo`);
}

/** What an entry of this kind and code is called, and its match key; undefined when the code names nothing. */
async function describe(ex: Executor, kind: Kind, codigo: number): Promise<{ descricao: string; chave: string } | undefined> {
  switch (kind) {
    case 'area':
      return one(ex, sql`SELECT descricao, cod_area_conhecimento::text AS chave FROM area_conhecimento WHERE cod_area_conhecimento = ${codigo}`);
    case 'tipo_obra':
      return one(ex, sql`SELECT descricao, cod_tipo_obra::text AS chave FROM tipo_obra WHERE cod_tipo_obra = ${codigo}`);
    case 'periodico':
      return one(ex, sql`SELECT a.titulo AS descricao, coalesce(a.issn[1], ${fold(sql`a.titulo`)}) AS chave FROM acervo a
        WHERE a.cod_acervo = ${codigo} AND (${journalCondition()})`);
    default:
      return one(ex, sql`SELECT cabecalho AS descricao, ${fold(sql`cabecalho`)} AS chave FROM autoridade
        WHERE cod_autoridade = ${codigo} AND tipo = ANY(${sql.param(AUTHORITY_TYPES[kind])}::text[])`);
  }
}

/** §5 and the references an entry makes: refused with the message the form shows. */
async function checked(ex: Executor, kind: Kind, input: EntryInput) {
  if (kind === 'periodico' && !input.fasciculo && !input.artigo && !input.sumario) throw unprocessable('error.interest-journal-type-required');
  const day = (await one<{ d: string }>(ex, sql`SELECT current_date::text AS d`))!.d;
  if (input.validade && input.validade < day) throw unprocessable('error.interest-validity-past');
  const bibliotecas = [...new Set(input.bibliotecas ?? [])];
  if (bibliotecas.length) {
    const known = await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM biblioteca WHERE cod_biblioteca = ANY(${sql.param(bibliotecas)}::int[])`);
    if (Number(known?.n) !== bibliotecas.length) throw unprocessable('error.interest-library-unknown');
  }
  const idiomas = [...new Set(input.idiomas ?? [])];
  if (idiomas.some((code) => !Object.hasOwn(IDIOMAS, code))) throw unprocessable('error.interest-language-unknown');
  const described = await describe(ex, kind, input.codigo);
  if (!described) throw unprocessable('error.interest-code-unknown');
  return { ...described, bibliotecas, idiomas };
}

/** The kind of a term entry: the body's tipoDSI, which must be an area, an author or a subject. */
export function termKind(input: EntryInput): TermKind {
  const kind = input.tipoDSI;
  if (!kind || !(TERM_KINDS as readonly string[]).includes(kind)) throw unprocessable('error.interest-kind-required');
  return kind as TermKind;
}

const one_ = async (ex: Executor, codPessoa: number, kind: Kind, codigo: number) =>
  (await one<Entry>(ex, sql`SELECT ${ENTRY_COLUMNS} FROM perfil_interesse
    WHERE cod_pessoa = ${codPessoa} AND tipo_dsi = ${kind} AND codigo = ${codigo}`))!;

/**
 * Saves an entry (adding one already followed updates it) and looks back over the last
 * month's new titles for it at once, so the Check titles list shows them without waiting
 * for the next run; those are not announced again by the digest.
 */
export async function save(ctx: AppContext, codPessoa: number, kind: Kind, input: EntryInput, mustExist: boolean): Promise<Entry> {
  return transaction(ctx, async (tx) => {
    const exists = await one(tx, sql`SELECT 1 FROM perfil_interesse WHERE cod_pessoa = ${codPessoa} AND tipo_dsi = ${kind} AND codigo = ${input.codigo} FOR UPDATE`);
    if (mustExist && !exists) throw notFound('error.interest-entry-not-found');
    const v = await checked(tx, kind, input);
    await exec(tx, sql`
      INSERT INTO perfil_interesse (cod_pessoa, tipo_dsi, codigo, descricao, chave, cod_tipo_area, validade, fasciculo, artigo, sumario, bibliotecas, idiomas)
      VALUES (${codPessoa}, ${kind}, ${input.codigo}, ${v.descricao}, ${v.chave}, ${input.codTipoArea ?? null}, ${input.validade ?? null}::date,
        ${!!input.fasciculo}, ${!!input.artigo}, ${!!input.sumario}, ${sql.param(v.bibliotecas)}::int[], ${sql.param(v.idiomas)}::text[])
      ON CONFLICT (cod_pessoa, tipo_dsi, codigo) DO UPDATE SET descricao = excluded.descricao, chave = excluded.chave,
        cod_tipo_area = excluded.cod_tipo_area, validade = excluded.validade, fasciculo = excluded.fasciculo, artigo = excluded.artigo,
        sumario = excluded.sumario, bibliotecas = excluded.bibliotecas, idiomas = excluded.idiomas`);
    await insertMatches(tx, sql`a.incluido_em >= current_date - interval '1 month'`,
      sql`p.cod_pessoa = ${codPessoa} AND p.tipo_dsi = ${kind} AND p.codigo = ${input.codigo}`, true);
    return one_(tx, codPessoa, kind, input.codigo);
  });
}

export async function updateValidity(ctx: AppContext, codPessoa: number, codigo: number, validade: string | null): Promise<Entry> {
  return transaction(ctx, async (tx) => {
    const day = (await one<{ d: string }>(tx, sql`SELECT current_date::text AS d`))!.d;
    if (validade && validade < day) throw unprocessable('error.interest-validity-past');
    const changed = await rows<{ tipo_dsi: Kind }>(tx, sql`UPDATE perfil_interesse SET validade = ${validade}::date
      WHERE cod_pessoa = ${codPessoa} AND codigo = ${codigo} AND tipo_dsi = ANY(${sql.param([...TERM_KINDS])}::text[]) RETURNING tipo_dsi`);
    if (!changed.length) throw notFound('error.interest-entry-not-found');
    return one_(tx, codPessoa, changed[0].tipo_dsi, codigo);
  });
}

export async function remove(ctx: AppContext, codPessoa: number, kinds: readonly Kind[], codes: string[]): Promise<void> {
  const count = await exec(ctx.database.db, sql`DELETE FROM perfil_interesse
    WHERE cod_pessoa = ${codPessoa} AND tipo_dsi = ANY(${sql.param([...kinds])}::text[]) AND codigo = ANY(${sql.param(codes.map(Number))}::int[])`);
  if (count === 0) throw notFound('error.interest-entry-not-found');
}

/** Check titles: the matches found between the two days (default: today back one month, spec §9), newest first. */
export async function titles(ctx: AppContext, codPessoa: number, dataIni?: string, dataFim?: string): Promise<ResponseBody<'listInterestTitles'>> {
  const { db } = ctx.database;
  const range = (await one<{ ini: string; fim: string }>(db, sql`SELECT
    coalesce(${dataIni ?? null}::date, coalesce(${dataFim ?? null}::date, current_date) - interval '1 month')::date::text AS ini,
    coalesce(${dataFim ?? null}::date, current_date)::text AS fim`))!;
  if (range.ini > range.fim) throw badRequest('error.dates-order');
  const found = await rows<{ cod_acervo: number }>(db, sql`SELECT cod_acervo FROM titulo_interesse
    WHERE cod_pessoa = ${codPessoa} AND encontrado_em >= ${range.ini}::date AND encontrado_em < ${range.fim}::date + 1
    ORDER BY encontrado_em DESC, cod_acervo DESC LIMIT 500`);
  return titlesInOrder(db, found.map((r) => r.cod_acervo));
}

/** Everything of the profile for the patron's privacy export. */
export async function exportOf(ex: Executor, codPessoa: number): Promise<{ perfil: Entry[]; titulos: { cod_acervo: number; encontrado_em: string; avisado_em: string | null }[] }> {
  const perfil = await rows<Entry>(ex, sql`SELECT ${ENTRY_COLUMNS} FROM perfil_interesse WHERE cod_pessoa = ${codPessoa} ORDER BY tipo_dsi, codigo`);
  const titulos = await rows<{ cod_acervo: number; encontrado_em: string; avisado_em: string | null }>(ex, sql`
    SELECT cod_acervo, encontrado_em::text AS encontrado_em, avisado_em::text AS avisado_em FROM titulo_interesse
    WHERE cod_pessoa = ${codPessoa} ORDER BY encontrado_em, cod_acervo`);
  return { perfil, titulos };
}

