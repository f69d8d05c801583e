/**
 * The catalogue's own vocabulary (`vocabulario`), which "did you mean" and autocomplete
 * read: every word of 3+ letters of the titles, authors, subjects and series, keyed
 * lower-case and unaccented, with its most common written form (lower-case, accents kept)
 * and the number of titles using it. Words are folded by texto_de_busca first, as the search
 * index is, so "zhiznʹ" is the word "zhizn". Rebuilt whole after a seed or an import: words are
 * counted by one grouping query, so a rebuild costs one pass over the catalogue.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/connect';

/** Latin letters with their accented forms, and digits; other scripts do not get suggestions. */
const WORD_BREAK = "[^0-9A-Za-zÀ-ÖØ-öø-ɏ]+";

export async function refreshVocabulary(database: Database): Promise<number> {
  await database.exec(`
    DELETE FROM vocabulario;
    INSERT INTO vocabulario (palavra, forma, frequencia)
    SELECT palavra, mode() WITHIN GROUP (ORDER BY forma), count(DISTINCT cod_acervo)::int
    FROM (
      SELECT a.cod_acervo, lower(w) AS forma, lower(unaccent(w)) AS palavra
      FROM acervo a, regexp_split_to_table(texto_de_busca(
        a.titulo || ' ' || coalesce(a.autor, '') || ' ' || texto_de_lista(a.assuntos) || ' ' || texto_de_lista(a.serie)),
        '${WORD_BREAK}') AS w
      WHERE length(w) >= 3
    ) words
    WHERE palavra ~ '^[a-z0-9]+$'
    GROUP BY palavra;
    ANALYZE vocabulario;`);
  const [row] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM vocabulario`);
  return Number(row.n);
}
