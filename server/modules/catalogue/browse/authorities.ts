/**
 * Authorities for the public catalogue: search and browse by heading and type, the 12
 * types of spec §3 with their Portuguese names and counts, an authority's record, and the titles linked to an
 * authority — those whose 1XX/6XX/7XX headings (kept by the importer in dados_adicionais
 * and assuntos) equal its heading, ignoring case, accents and final punctuation. The full
 * text index narrows the titles first (the heading's words as a phrase).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { one, rows } from '../../../db/query';
import { notFound } from '../../../http/errors';
import type { ResponseBody, Schema } from '../../../http/handlers';
import { AUTORIDADE_TIPOS, type AutoridadeTipo } from '../../../marc/authority';
import { toMarcRows } from '../../../marc/rows';
import type { MarcRecord } from '../../../marc/types';

export const AUTHORITY_LABELS: Record<AutoridadeTipo, string> = {
  pessoa: 'Autor pessoa', instituicao: 'Autor instituição', evento: 'Autor evento', titulo_uniforme: 'Título uniforme',
  assunto: 'Assunto', assunto_geografico: 'Assunto geográfico', genero_forma: 'Gênero / forma', termo_cronologico: 'Termo cronológico',
  subdivisao_geral: 'Subdivisão geral', subdivisao_genero: 'Subdivisão de gênero', subdivisao_geografica: 'Subdivisão geográfica',
  subdivisao_cronologica: 'Subdivisão cronológica',
};

const norm = (text: SQL) => sql`lower(unaccent(texto_de_busca(regexp_replace(${text}, '[[:space:][:punct:]]+$', ''))))`;

/**
 * Titles linked to the heading `cab` (an SQL text expression), as a condition over `acervo a`.
 * The tsquery only narrows the rows through the GIN index (every word, read as a search reads
 * it: "1706-1790" whole, migration 0016); the comparison of folded headings decides.
 */
export function linkedTo(cab: SQL): SQL {
  return sql`a.tsv @@ plainto_tsquery('pt_unaccent', texto_de_consulta(${cab})) AND (
    EXISTS (SELECT 1 FROM jsonb_each(a.dados_adicionais) AS d, jsonb_array_elements_text(d.value) AS v
      WHERE d.key IN ('A', 'P', 'N', 'G', 'F', 'D', 'O') AND jsonb_typeof(d.value) = 'array' AND ${norm(sql`v`)} = ${norm(cab)})
    OR EXISTS (SELECT 1 FROM unnest(a.assuntos) AS s WHERE ${norm(sql`s`)} = ${norm(cab)}))`;
}

export type LinkedTitle = Schema<'LinkedTitle'>;

export async function linkedTitles(db: Db, codAutoridade: number): Promise<LinkedTitle[]> {
  return rows<LinkedTitle>(db, sql`
    SELECT a.cod_acervo, a.titulo, a.autor, a.ano_publicacao
    FROM autoridade au JOIN acervo a ON ${linkedTo(sql`au.cabecalho`)}
    WHERE au.cod_autoridade = ${codAutoridade}
    ORDER BY lower(a.titulo), a.cod_acervo LIMIT 100`);
}

export interface AuthorityQuery { termo?: string; tipo?: AutoridadeTipo; pagina: number; quantPag: number }

export async function searchAuthorities(db: Db, q: AuthorityQuery): Promise<ResponseBody<'searchAuthorities'>> {
  const termo = q.termo?.trim();
  const conditions: SQL[] = [];
  if (q.tipo) conditions.push(sql`au.tipo = ${q.tipo}`);
  if (termo) {
    const escaped = termo.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(sql`(au.tsv @@ websearch_to_tsquery('pt_unaccent', texto_de_busca(${termo}))
      OR lower(unaccent(texto_de_busca(au.cabecalho))) LIKE lower(unaccent(texto_de_busca(${escaped}))) || '%')`);
  }
  const where = conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`;
  const { total } = (await one<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM autoridade au WHERE ${where}`))!;
  const page = await rows<{ cod_autoridade: number; tipo: string; cabecalho: string; total_titulos: number }>(db, sql`
    SELECT p.cod_autoridade, p.tipo, p.cabecalho,
      (SELECT count(*)::int FROM acervo a WHERE ${linkedTo(sql`p.cabecalho`)}) AS total_titulos
    FROM (SELECT au.cod_autoridade, au.tipo, au.cabecalho FROM autoridade au WHERE ${where}
      ORDER BY lower(unaccent(texto_de_busca(au.cabecalho))) COLLATE "C", au.cod_autoridade
      LIMIT ${q.quantPag} OFFSET ${(q.pagina - 1) * q.quantPag}) p
    ORDER BY lower(unaccent(texto_de_busca(p.cabecalho))) COLLATE "C", p.cod_autoridade`);
  return { total: Number(total), pagina: q.pagina, quantPag: q.quantPag, data: page.map((r) => ({ ...r, total_titulos: Number(r.total_titulos) })) };
}

export async function authorityTypes(db: Db, only?: AutoridadeTipo[]): Promise<ResponseBody<'listAuthorityTypes'>> {
  const counts = await rows<{ tipo: string; n: number }>(db, sql`SELECT tipo, count(*)::int AS n FROM autoridade GROUP BY tipo`);
  const byType = new Map(counts.map((c) => [c.tipo, Number(c.n)]));
  return AUTORIDADE_TIPOS.filter((t) => !only?.length || only.includes(t))
    .map((tipo) => ({ tipo, descricao: AUTHORITY_LABELS[tipo], total: byType.get(tipo) ?? 0 }));
}

/** An authority record (spec §7 Holdings) with its linked titles (Authority.titulos). */
export async function authority(db: Db, id: number): Promise<ResponseBody<'getAuthority'>> {
  type Authority = ResponseBody<'getAuthority'>;
  const row = await one<Omit<Authority, 'marc' | 'titulos'> & { marc: MarcRecord }>(db, sql`
    SELECT cod_autoridade, tipo, cabecalho, ver, ver_tambem, notas, numero_controle, marc FROM autoridade WHERE cod_autoridade = ${id}`);
  if (!row) throw notFound('error.authority-not-found');
  return { ...row, marc: toMarcRows(row.marc), titulos: await linkedTitles(db, id) };
}
