/**
 * What a title's public page says about it without JavaScript: its description (read once
 * per change of the record and kept in this process, keyed by the row's change time and
 * cover: the uploaded one, else the cover provider's address as link_capa_de() offers it,
 * which drops it once the provider is known to have none) and its copies per library (read on every request, so a checkout shows at once).
 * A request costs one small query when the description is cached, two when it is not; the
 * cache is only a copy: every process checks the row's version in the database first.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { one } from '../../../db/query';
import { COPY } from '../../../../openapi/circulation-states';
import { notForLoanType } from '../../catalogue';
import { dataFields, firstSubfield } from '../../../marc/fields';
import { exportEntry, type ExportEntry } from '../../../marc/export-entry';
import type { MarcRecord } from '../../../marc/types';

/** A library's copies as offers see them: withdrawn and lost copies are no offer (a library with only those has none). */
export interface LibraryCopies {
  cod_biblioteca: number;
  nome: string;
  /** Copies that may be lent (not reference-only, not withdrawn). */
  emprestaveis: number;
  /** Of those, on the shelf now. */
  disponiveis: number;
  /** Reference-only copies (read in the library). */
  consulta: number;
}

export interface TitleDescription {
  codAcervo: number;
  titulo: string;
  codTipoObra: number;
  tipo: string;
  ano: number | null;
  idioma: string | null;
  linkCapa: string | null;
  descricaoFisica: string | null;
  entry: ExportEntry;
  /** Author headings that have an authority record: heading → cod_autoridade. */
  authorities: { cabecalho: string; cod_autoridade: number }[];
  /** Topical subjects (dados_adicionais P): the values the subject feeds filter by. */
  topics: string[];
  /** Names of bodies and meetings (110/111/710/711 $a): they are Organizations, not people. */
  bodies: string[];
  /** Host item (773 $t) of an article or chapter. */
  container: string | null;
}

export interface TitlePageData { description: TitleDescription; libraries: LibraryCopies[]; changed: string }

const MAX_CACHED = 2000;
const cache = new Map<number, { version: string; description: TitleDescription }>();

function remember(id: number, version: string, description: TitleDescription) {
  cache.delete(id);
  cache.set(id, { version, description });
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
}

/** The title's page data, or null when no title has this code. */
export async function titlePageData(db: Db, id: number): Promise<TitlePageData | null> {
  const live = await one<{ versao: string; atualizado_em: string; bibliotecas: LibraryCopies[] }>(db, sql`
    SELECT a.atualizado_em::text || '|' || coalesce(link_capa_de(a.cod_acervo, a.link_capa, a.isbn, a.issn), '') AS versao, a.atualizado_em,
      coalesce((SELECT json_agg(l ORDER BY l.nome, l.cod_biblioteca) FROM (
        SELECT b.cod_biblioteca, b.desc_biblioteca AS nome,
          count(*) FILTER (WHERE NOT reference)::int AS emprestaveis,
          count(*) FILTER (WHERE NOT reference AND e.situacao = ${COPY.onShelf})::int AS disponiveis,
          count(*) FILTER (WHERE reference)::int AS consulta
        FROM exemplar e JOIN biblioteca b ON b.cod_biblioteca = e.cod_biblioteca,
          LATERAL (SELECT e.situacao = ${COPY.inLibraryOnly} OR ${notForLoanType(sql`e.tipo_emprestimo`)} AS reference) r
        WHERE e.cod_acervo = a.cod_acervo AND e.situacao NOT IN (${COPY.withdrawn}, ${COPY.lost})
        GROUP BY b.cod_biblioteca, b.desc_biblioteca) l), '[]'::json) AS bibliotecas
    FROM acervo a WHERE a.cod_acervo = ${id}`);
  if (!live) return null;
  const cached = cache.get(id);
  const description = cached?.version === live.versao ? cached.description : await readDescription(db, id);
  if (!description) return null;
  if (cached?.version !== live.versao) remember(id, live.versao, description);
  return { description, libraries: live.bibliotecas, changed: live.atualizado_em };
}

interface DescriptionRow {
  titulo: string; cod_tipo_obra: number; tipo: string; ano_publicacao: number | null; idioma: string | null; link_capa: string | null;
  descricao_fisica: string | null; assuntos: string[]; classificacao: string | null; isbn: string[]; issn: string[]; edicao: string | null;
  marc: MarcRecord; topicos: string[]; autoridades: { cabecalho: string; cod_autoridade: number }[];
}

async function readDescription(db: Db, id: number): Promise<TitleDescription | null> {
  // Authorities of the title's author headings (dados_adicionais A): the full-text index
  // narrows, the folded headings decide (as browse's linkedTo does the other way round).
  const row = await one<DescriptionRow>(db, sql`
    SELECT a.titulo, a.cod_tipo_obra, t.descricao AS tipo, a.ano_publicacao, a.idioma,
      link_capa_de(a.cod_acervo, a.link_capa, a.isbn, a.issn) AS link_capa, a.descricao_fisica,
      a.assuntos, a.classificacao, a.isbn, a.issn, a.edicao, a.marc,
      CASE WHEN jsonb_typeof(a.dados_adicionais->'P') = 'array' THEN a.dados_adicionais->'P' ELSE '[]'::jsonb END AS topicos,
      coalesce((SELECT json_agg(json_build_object('cabecalho', h.cab, 'cod_autoridade', au.cod_autoridade))
        FROM (SELECT DISTINCT v AS cab FROM jsonb_array_elements_text(
          CASE WHEN jsonb_typeof(a.dados_adicionais->'A') = 'array' THEN a.dados_adicionais->'A' ELSE '[]'::jsonb END) v LIMIT 20) h
        CROSS JOIN LATERAL (SELECT x.cod_autoridade FROM autoridade x
          WHERE x.tipo IN ('pessoa', 'instituicao', 'evento') AND x.tsv @@ plainto_tsquery('pt_unaccent', texto_de_consulta(h.cab))
            AND lower(unaccent(regexp_replace(x.cabecalho, '[[:space:][:punct:]]+$', '')))
              = lower(unaccent(regexp_replace(h.cab, '[[:space:][:punct:]]+$', '')))
          ORDER BY x.cod_autoridade LIMIT 1) au), '[]'::json) AS autoridades
    FROM acervo a JOIN tipo_obra t ON t.cod_tipo_obra = a.cod_tipo_obra
    WHERE a.cod_acervo = ${id}`);
  if (!row) return null;
  const container = firstSubfield(dataFields(row.marc, '773')[0], 't')?.trim() || null;
  const bodies = dataFields(row.marc, '110', '111', '710', '711').map((f) => firstSubfield(f, 'a')?.trim() ?? '').filter(Boolean);
  return {
    codAcervo: id, titulo: row.titulo, codTipoObra: row.cod_tipo_obra, tipo: row.tipo, ano: row.ano_publicacao, idioma: row.idioma,
    linkCapa: row.link_capa, descricaoFisica: row.descricao_fisica,
    entry: exportEntry(id, row.marc, row), authorities: row.autoridades, topics: row.topicos, bodies, container,
  };
}
