/**
 * ISBD punctuation at the end of a subfield (" /" before a statement of responsibility,
 * " :" before other title information, "," after a name, "." closing an area) belongs to
 * the record's layout, not to the text: displays and indexes want it gone, the MARC rows
 * view keeps it apart so the subfield can be rebuilt exactly (text + punctuation).
 */

/** Words whose final period is part of the word, not ISBD punctuation. */
const ABBREVIATIONS = new Set([
  'ed', 'eds', 'etc', 'jr', 'sr', 'p', 'pp', 'v', 'vol', 'vols', 'ill', 'illus', 'col', 'cm', 'mm', 'min', 'sec',
  'no', 'nos', 'n', 'ca', 'c', 'approx', 'dept', 'co', 'inc', 'ltd', 'corp', 'bros', 'st', 'ste', 'dr', 'mr', 'mrs',
  'prof', 'rev', 'univ', 'assn', 'ass', 'al', 'cf', 'facsims', 'port', 'ports', 'fig', 'figs', 'cap', 'pt', 'suppl',
  'orig', 'trans', 'tr', 'comp', 'coord', 'org', 'reimpr', 'aum', 'atual', 'il', 'f', 'fl', 'b', 'd',
  'i.e', 'e.g', 's.l', 's.n', 'n.d', 's.d', 'ms', 'mss', 'fol', 'ff', 'pl', 'bl', 'sic', 'op', 'arr', 'bk', 'ser',
  'éd', 'édit', 'impr', 'trad', 'ampl', 'sér', 't', 'dir', 'ilust', 'cap', 'ref', 'séc', 'sec',
]);

/** A final period that closes an abbreviation, an initial ("M."), or an ellipsis stays with the text. */
function periodBelongsToWord(text: string): boolean {
  if (text.endsWith('...')) return true;
  const word = /([\p{L}\p{N}.'-]+)\.$/u.exec(text)?.[1];
  if (!word) return false;
  if (/^\p{Lu}$/u.test(word)) return true; // an initial
  if (word.includes('.')) return true; // "U.S.", "s.n", "i.e"
  return ABBREVIATIONS.has(word.toLowerCase());
}

const MAY_END_PUNCTUATION = /[\s/:;=,+.]/;

/**
 * Splits trailing ISBD punctuation off `value`: returns `[text, punctuation]` with
 * `text + punctuation === value` always, punctuation null when there is none.
 */
export function splitTrailingPunctuation(value: string): [string, string | null] {
  // Most values end in a letter, a digit or a bracket: no regex needed (this runs for every subfield imported).
  if (!MAY_END_PUNCTUATION.test(value.slice(-1))) return [value, null];
  let text = value;
  for (;;) {
    const m = /(\s*(?:[/:;=,+]|\s)\s*)$/.exec(text) ?? /(\s*\.)$/.exec(text);
    if (!m || m.index === 0) break; // never strip a whole subfield (a lone "." is data)
    if (m[1].trim() === '.' && periodBelongsToWord(text.slice(0, m.index) + '.')) break;
    text = text.slice(0, m.index);
  }
  return text.length === value.length ? [value, null] : [text, value.slice(text.length)];
}

/** The value without its trailing ISBD punctuation. */
export const trimPunctuation = (value: string): string => splitTrailingPunctuation(value)[0];
