/**
 * Autocomplete while typing: the catalogue's most used words that complete the last word
 * typed (the `vocabulario` primary key answers the prefix range), then titles whose title
 * words contain every typed word, the last as a prefix (the GIN index of `tsv`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { rows } from '../../../db/query';
import type { Schema } from '../../../http/handlers';
import { plainWords } from './suggestions';

export type Completion = Schema<'AutocompleteEntry'>;

const WORDS_WHEN_TITLES = 5;
/** Titles are picked among the first matches found, so a common prefix costs no more than a rare one. */
const CANDIDATES = 100;

export async function autocomplete(db: Db, termo: string, limit: number): Promise<Completion[]> {
  const words = plainWords(termo);
  const last = words.at(-1);
  if (!last || termo.trim().length < 2) return [];
  const before = words.slice(0, -1);
  // Words sort by code point here (COLLATE "C"), so the range [last, last + U+FFFF) is exactly the prefix.
  const vocab = await rows<{ forma: string }>(db, sql`
    SELECT forma FROM vocabulario
    WHERE palavra COLLATE "C" >= ${last} AND palavra COLLATE "C" < ${`${last}\uffff`}
    ORDER BY frequencia DESC, palavra LIMIT ${limit}`);
  const prefix = before.length ? `${before.join(' ')} ` : '';
  const completions: Completion[] = vocab.map((v) => ({ texto: prefix + v.forma, tipo: 'palavra', cod_acervo: null }));
  if (last.length >= 3) {
    const room = limit - Math.min(completions.length, WORDS_WHEN_TITLES);
    const query = [...before, `${last}:*`].join(' & ');
    const titles = await rows<{ cod_acervo: number; titulo: string }>(db, sql`
      SELECT cod_acervo, titulo FROM (
        SELECT a.cod_acervo, a.titulo FROM acervo a
        WHERE a.tsv @@ to_tsquery('pt_unaccent', texto_de_busca(${query}))
          AND ts_filter(a.tsv, '{a}') @@ to_tsquery('pt_unaccent', texto_de_busca(${query}))
        LIMIT ${CANDIDATES}) c
      ORDER BY length(titulo), cod_acervo LIMIT ${room}`);
    completions.splice(Math.min(completions.length, WORDS_WHEN_TITLES));
    completions.push(...titles.map((t) => ({ texto: t.titulo, tipo: 'titulo' as const, cod_acervo: t.cod_acervo })));
  }
  return completions.slice(0, limit);
}
