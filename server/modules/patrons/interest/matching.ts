/**
 * Selective dissemination: which titles match which interest profiles, as ONE statement
 * over sets (the titles in scope × every valid profile entry), never a loop per profile.
 * Each title yields its match keys (type of work, area, folded author, each subject and
 * every leading part of it, ISSNs and series); each profile entry has one key (`chave`,
 * written when it is saved); a hash join of the two, then the entry's validity, languages
 * and libraries. New matches join the patron's Check titles list (titulo_interesse).
 *
 * The new titles are those that entered the catalogue (acervo.incluido_em, set on insert
 * by the importer, a cataloguer or a harvest alike) since the last run's mark; the daily
 * digest then sends each patron ONE alert counting what was not announced yet.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, one, rows, transaction, type Executor } from '../../../db/query';
import type { PendingAlert } from '../../platform';

/** A heading folded as the authority links fold it: no trailing punctuation, no accents, lower case. */
export const fold = (text: SQL) => sql`lower(unaccent(texto_de_busca(regexp_replace(${text}, '[[:space:][:punct:]]+$', ''))))`;

/**
 * Inserts the matches of the titles `titles` (a condition over `acervo a`) with the
 * profile entries of the patrons `people` (a condition over `perfil_interesse p`);
 * `announced` marks them as already told (a new entry's look back over the last month).
 * Answers how many list rows were added.
 */
export async function insertMatches(ex: Executor, titles: SQL, people: SQL, announced = false): Promise<number> {
  const found = await one<{ n: number }>(ex, sql`
    WITH novos AS MATERIALIZED (
      SELECT a.cod_acervo, a.cod_tipo_obra, a.cod_area_conhecimento, a.idioma, a.autor, a.assuntos, a.issn, a.serie
      FROM acervo a WHERE ${titles}
    ), chaves AS (
      SELECT n.cod_acervo, n.idioma, 'tipo_obra' AS tipo, n.cod_tipo_obra::text AS chave FROM novos n
      UNION ALL SELECT n.cod_acervo, n.idioma, 'area', n.cod_area_conhecimento::text FROM novos n WHERE n.cod_area_conhecimento IS NOT NULL
      UNION ALL SELECT n.cod_acervo, n.idioma, 'autor', ${fold(sql`n.autor`)} FROM novos n WHERE n.autor IS NOT NULL
      UNION ALL SELECT s.cod_acervo, s.idioma, 'assunto', array_to_string(s.partes[1:k], ' -- ')
        FROM (SELECT n.cod_acervo, n.idioma, string_to_array(${fold(sql`x`)}, ' -- ') AS partes FROM novos n, unnest(n.assuntos) AS x) s,
        generate_series(1, coalesce(array_length(s.partes, 1), 0)) AS k
      UNION ALL SELECT n.cod_acervo, n.idioma, 'periodico', i FROM novos n, unnest(n.issn) AS i
      UNION ALL SELECT n.cod_acervo, n.idioma, 'periodico', ${fold(sql`x`)} FROM novos n, unnest(n.serie) AS x
    ), achados AS (
      INSERT INTO titulo_interesse (cod_pessoa, cod_acervo, avisado_em)
      SELECT p.cod_pessoa, c.cod_acervo, ${announced ? sql`now()` : sql`NULL::timestamptz`}
      FROM chaves c
      JOIN perfil_interesse p ON p.tipo_dsi = c.tipo AND p.chave = c.chave
      WHERE (p.validade IS NULL OR p.validade >= current_date)
        AND (p.tipo_dsi <> 'periodico' OR p.codigo <> c.cod_acervo)
        AND (cardinality(p.idiomas) = 0 OR c.idioma = ANY(p.idiomas))
        AND (cardinality(p.bibliotecas) = 0 OR EXISTS (
          SELECT 1 FROM exemplar e WHERE e.cod_acervo = c.cod_acervo AND e.cod_biblioteca = ANY(p.bibliotecas)))
        AND ${people}
      -- A title matching one entry by two keys (a subject and its heading) is one row: the second is a no-op.
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM achados`);
  return Number(found?.n ?? 0);
}

/**
 * Matches the titles that entered the catalogue since the last mark against every profile.
 * The mark's row lock makes concurrent runs wait for each other; the five minutes read
 * twice catch a title whose transaction began before the last mark and committed after it
 * (a second match of the same pair is a no-op).
 */
export async function matchNewTitles(ctx: AppContext): Promise<{ matched: number }> {
  return transaction(ctx, async (tx) => {
    const mark = await one<{ ate: string; agora: string }>(tx, sql`
      SELECT ate::text AS ate, clock_timestamp()::text AS agora FROM interesse_marca WHERE id = 1 FOR UPDATE`);
    const since = mark?.ate ?? '-infinity';
    const until = mark?.agora ?? (await one<{ agora: string }>(tx, sql`SELECT clock_timestamp()::text AS agora`))!.agora;
    const matched = await insertMatches(tx,
      sql`a.incluido_em > ${since}::timestamptz - interval '5 minutes' AND a.incluido_em <= ${until}::timestamptz`, sql`TRUE`);
    await exec(tx, sql`INSERT INTO interesse_marca (id, ate) VALUES (1, ${until}::timestamptz)
      ON CONFLICT (id) DO UPDATE SET ate = excluded.ate`);
    return { matched };
  });
}

/**
 * One alert per patron per day counting the matches not announced yet ("5 new titles in
 * your interests"), written with the matches it counts marked, in one statement; a second
 * run the same day finds the day's alert key taken and leaves the rest for tomorrow.
 */
export async function recordDigests(ctx: AppContext): Promise<PendingAlert[]> {
  const written = await rows<{ id: number; cod_pessoa: number; quantidade: number }>(ctx.database.db, sql`
    WITH pendentes AS (
      SELECT c.cod_pessoa, c.quantidade FROM (
        SELECT t.cod_pessoa, count(*)::int AS quantidade FROM titulo_interesse t WHERE t.avisado_em IS NULL GROUP BY t.cod_pessoa) c
      WHERE NOT EXISTS (SELECT 1 FROM alerta al WHERE al.chave = 'interesse:' || c.cod_pessoa || ':' || current_date::text)
    ), alertas AS (
      INSERT INTO alerta (cod_pessoa, tipo, parametros, chave)
      SELECT cod_pessoa, 'titulos_interesse', jsonb_build_object('titulo', '', 'biblioteca', '', 'quantidade', quantidade),
        'interesse:' || cod_pessoa || ':' || current_date::text
      FROM pendentes
      ON CONFLICT (chave) DO NOTHING
      RETURNING id, cod_pessoa, (parametros->>'quantidade')::int AS quantidade
    ), marcados AS (
      UPDATE titulo_interesse t SET avisado_em = now() FROM alertas al
      WHERE t.cod_pessoa = al.cod_pessoa AND t.avisado_em IS NULL
      RETURNING 1
    )
    SELECT id, cod_pessoa, quantidade FROM alertas, (SELECT count(*) FROM marcados) AS m`);
  return written.map((r) => ({ id: r.id, codPessoa: r.cod_pessoa, kind: 'titulos_interesse', facts: { titulo: '', biblioteca: '', quantidade: r.quantidade } }));
}
