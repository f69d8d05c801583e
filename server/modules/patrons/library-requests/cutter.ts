/**
 * The Cutter-Sanborn author mark of a draft catalogue card: the three-figure table
 * (cutter-sanborn/cutter-sanborn.csv, its source and licence beside it) read once, and the
 * table's rule: the number of the last entry that files at or before "Surname, Forename".
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const tableFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cutter-sanborn', 'cutter-sanborn.csv');

interface Entry { key: string; number: string }

/** Filing form: no accents, lower case, letters, spaces and commas only (periods and apostrophes drop out). */
export const filingKey = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z, ]/g, '').replace(/\s+/g, ' ').trim();

let table: Entry[] | null = null;

function entries(): Entry[] {
  if (table) return table;
  const lines = fs.readFileSync(tableFile, 'utf8').split(/\r?\n/).slice(1);
  const parsed: Entry[] = [];
  for (const line of lines) {
    const match = /^"(.*)","(\d+)"$/.exec(line.trim());
    if (match) parsed.push({ key: filingKey(match[1]), number: match[2] });
  }
  // The transcription is in filing order; sorting by the same key keeps the search honest.
  table = parsed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return table;
}

/** Words that are part of a Portuguese surname when they end the name (Silva Filho, Souza Neto). */
const SURNAME_SUFFIXES = new Set(['filho', 'filha', 'junior', 'neto', 'neta', 'sobrinho', 'sobrinha']);

/** "Ana Beatriz Souza" or "Souza, Ana Beatriz" (the first of several authors, split by ";") as surname and forenames. */
export function splitAuthor(authors: string): { surname: string; forenames: string } {
  const first = authors.split(';')[0].trim().replace(/\s+/g, ' ');
  if (first.includes(',')) {
    const [surname, ...rest] = first.split(',');
    return { surname: surname.trim(), forenames: rest.join(',').trim() };
  }
  const words = first.split(' ');
  if (words.length === 1) return { surname: words[0], forenames: '' };
  const last = words.length - 1;
  const take = last >= 2 && SURNAME_SUFFIXES.has(filingKey(words[last])) ? 2 : 1;
  return { surname: words.slice(last - take + 1).join(' '), forenames: words.slice(0, last - take + 1).join(' ') };
}

/** The table's number for a name: the last entry filing at or before "surname, forenames". */
export function cutterNumber(surname: string, forenames = ''): string {
  const name = filingKey(forenames ? `${surname}, ${forenames}` : surname);
  const list = entries();
  let low = 0;
  let high = list.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (list[mid].key <= name) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found < 0 ? list[0].number : list[found].number;
}

const ARTICLES = new Set(['a', 'o', 'as', 'os', 'um', 'uma', 'uns', 'umas', 'the', 'an', 'el', 'la', 'lo', 'los', 'las', 'le', 'les', 'il', 'gli', 'un', 'une', 'une']);

/** The first letter of the title's first word that is not an article, lower case. */
export function titleLetter(title: string): string {
  const words = title.normalize('NFD').replace(/\p{M}/gu, '').split(/[\s'’]+/).map((w) => w.replace(/[^A-Za-z0-9]/g, '')).filter(Boolean);
  const word = words.find((w, i) => i === words.length - 1 || !ARTICLES.has(w.toLowerCase())) ?? '';
  return word.charAt(0).toLowerCase();
}

/** The author mark: surname's initial, the table's number, the title's letter (Santos, "O cortiço" → S237c). */
export function cutterMark(authors: string, title: string): string {
  const { surname, forenames } = splitAuthor(authors);
  const initial = filingKey(surname).charAt(0).toUpperCase();
  return `${initial}${cutterNumber(surname, forenames)}${titleLetter(title)}`;
}
