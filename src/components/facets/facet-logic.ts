// Facet filters (spec §4): `LETTER:code` strings in the URL, the server's entries grouped
// by letter for the panel. AND across letters and OR within one is the server's rule; here
// we only add, remove, group and order.
import type { FilterEntry } from '../../api/types';

export const NO_DATE = 'sem-data';

/** The order of the groups in the panel; letters the server adds later come after these. */
export const LETTER_ORDER = [
  'X', 'T', 'Y', 'I', 'B', 'U', 'A', 'P', 'N', 'G', 'F', 'D', 'O', 'S', 'C', 'E', 'L', 'M', 'R', 'K', 'Z', 'NA_C', 'NA_A',
] as const;

/** How many entries a group shows before 'show more'. */
export const FACET_PREVIEW = 5;

export interface ParsedFilter {
  letter: string;
  code: string;
}

export function splitFilter(filter: string): ParsedFilter {
  const colon = filter.indexOf(':');
  return { letter: filter.slice(0, colon), code: filter.slice(colon + 1) };
}

export const filterKey = (letter: string, code: string): string => `${letter}:${code}`;

/** Adds the filter, or removes it when it is already there. */
export function toggleFilter(filters: readonly string[] | undefined, letter: string, code: string): string[] | undefined {
  const key = filterKey(letter, code);
  const current = filters ?? [];
  const next = current.includes(key) ? current.filter((item) => item !== key) : [...current, key];
  return next.length ? next : undefined;
}

export function removeFilter(filters: readonly string[] | undefined, filter: string): string[] | undefined {
  const next = (filters ?? []).filter((item) => item !== filter);
  return next.length ? next : undefined;
}

export interface FacetGroup {
  letter: string;
  entries: FilterEntry[];
}

/** Y: newest year first and 'no date' last; other letters: most titles first, then by name. */
export function compareEntries(letter: string, a: FilterEntry, b: FilterEntry): number {
  if (letter === 'Y') {
    if (a.codigo === NO_DATE || b.codigo === NO_DATE) return a.codigo === NO_DATE ? (b.codigo === NO_DATE ? 0 : 1) : -1;
    return Number(b.codigo) - Number(a.codigo);
  }
  return b.total - a.total || a.descricao.localeCompare(b.descricao);
}

function letterRank(letter: string): number {
  const index = (LETTER_ORDER as readonly string[]).indexOf(letter);
  return index === -1 ? LETTER_ORDER.length : index;
}

/**
 * The server's entries grouped by letter, groups in panel order, entries sorted. Entries
 * matching nothing under the other filters are dropped unless selected (they could only
 * lead to an empty page); a group left empty is not shown.
 */
export function groupFacets(entries: readonly FilterEntry[]): FacetGroup[] {
  const groups = new Map<string, FilterEntry[]>();
  for (const entry of entries) {
    if (entry.total === 0 && !entry.selecionado) continue;
    const list = groups.get(entry.tipo) ?? [];
    list.push(entry);
    groups.set(entry.tipo, list);
  }
  return [...groups.entries()]
    .map(([letter, list]) => ({ letter, entries: [...list].sort((a, b) => compareEntries(letter, a, b)) }))
    .sort((a, b) => letterRank(a.letter) - letterRank(b.letter));
}

/** The entries shown before 'show more': the first few, plus any selected one further down. */
export function previewEntries(entries: readonly FilterEntry[], limit = FACET_PREVIEW): FilterEntry[] {
  return entries.filter((entry, index) => index < limit || entry.selecionado);
}

/** Whether a filter is in the URL: the checkboxes follow the URL, not the last answer. */
export function isSelected(filters: readonly string[] | undefined, letter: string, code: string): boolean {
  return (filters ?? []).includes(filterKey(letter, code));
}

/** The server's entries with `selecionado` taken from the URL's filters. */
export function markSelected(entries: readonly FilterEntry[], filters: readonly string[] | undefined): FilterEntry[] {
  return entries.map((entry) => ({ ...entry, selecionado: isSelected(filters, entry.tipo, entry.codigo) }));
}
