/**
 * "Did you mean": the words of a search that the catalogue never uses are replaced by the
 * closest words it does use (pg_trgm similarity over `vocabulario`, unaccented), and each
 * corrected search is proposed with the number of titles it would find.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { rows } from '../../../db/query';
import type { Schema } from '../../../http/handlers';

export type Suggestion = Schema<'SearchSuggestion'>;

/**
 * Lower-case, unaccented words of a text (letters and digits only). Marks and the modifier
 * letters of romanisation (ʹ ʺ ʻ ʼ ʾ ʿ) are dropped inside words, as texto_de_busca does in SQL.
 */
export function plainWords(text: string): string[] {
  return (text.normalize('NFD').replace(/[\p{M}\u02b9-\u02bc\u02be\u02bf]+/gu, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

const MAX_SUGGESTIONS = 3;

export async function didYouMean(db: Db, termo: string): Promise<Suggestion[]> {
  const words = plainWords(termo);
  const candidatesFor = words.filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  if (!candidatesFor.length) return [];
  const found = await rows<{ w: string; forma: string | null; known: boolean }>(db, sql`
    SELECT w.p AS w, EXISTS (SELECT 1 FROM vocabulario k WHERE k.palavra = w.p) AS known, v.forma
    FROM unnest(${sql.param(candidatesFor)}::text[]) AS w(p)
    LEFT JOIN LATERAL (
      SELECT c.forma FROM vocabulario c WHERE c.palavra % w.p AND c.palavra <> w.p
      ORDER BY similarity(c.palavra, w.p) DESC, c.frequencia DESC, c.palavra LIMIT ${MAX_SUGGESTIONS}
    ) v ON TRUE`);
  const options = new Map<string, string[]>();
  for (const r of found) {
    if (r.known || !r.forma) continue;
    options.set(r.w, [...(options.get(r.w) ?? []), r.forma]);
  }
  if (!options.size) return [];
  // Variant i takes the i-th choice for the first unknown word and the best one elsewhere.
  const [first] = options.keys();
  const variants = new Set<string>();
  for (let i = 0; i < options.get(first)!.length; i++) {
    variants.add(words.map((w) => (options.has(w) ? options.get(w)![w === first ? i : 0] : w)).join(' '));
  }
  const counted = await Promise.all([...variants].map(async (candidate) => {
    const [row] = await rows<{ n: number }>(db, sql`
      SELECT count(*)::int AS n FROM acervo a WHERE a.tsv @@ websearch_to_tsquery('pt_unaccent', texto_de_consulta(${candidate}))`);
    return { termo: candidate, total: Number(row.n) };
  }));
  return counted.filter((s) => s.total > 0).sort((a, b) => b.total - a.total).slice(0, MAX_SUGGESTIONS);
}
