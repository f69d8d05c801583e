/**
 * Which loan type an imported copy gets (issue 35), pure: the file's item types ($y, $t, $g…)
 * are mapped onto the controlled list of loan types (tipo_emprestimo), never added to it
 * behind the librarian's back. A copy that is not lent gets the type never lent; a copy
 * whose file gives no type gets the default type; otherwise the mapping file's "loanTypes"
 * names the type, or the item type is a loan type's code already. Anything else is unknown:
 * the import names it with its copies and refuses the file, unless asked to create it
 * (docs/manual/data.md "Importing a catalogue").
 */
import type { ImportState } from './item-states';

/** The loan type that is never lent (holds/options.ts LOANABLE.excluded). */
export const IN_LIBRARY_LOAN_TYPE = 'consulta local';
/** The loan type of a copy whose file gives none. */
export const DEFAULT_LOAN_TYPE = 'normal';

/** The product's own types (an import makes sure they exist, with these names). */
export const BUILT_IN_LOAN_TYPES: readonly { codigo: string; nome: Record<'pt' | 'en' | 'es' | 'fr' | 'it', string>; nao_emprestavel: boolean }[] = [
  { codigo: DEFAULT_LOAN_TYPE, nome: { pt: 'Normal', en: 'Normal', es: 'Normal', fr: 'Normal', it: 'Normale' }, nao_emprestavel: false },
  { codigo: IN_LIBRARY_LOAN_TYPE, nome: { pt: 'Consulta local', en: 'In-library use only', es: 'Consulta en sala', fr: 'Consultation sur place', it: 'Consultazione in sede' }, nao_emprestavel: true },
];

/** The loan type a copy is read with, before any mapping: the type never lent, its own item type, or the default. */
export const loanTypeOf = (item: { itemType: string | null; state: ImportState }): string =>
  item.state === 'consulta_local' ? IN_LIBRARY_LOAN_TYPE : item.itemType ?? DEFAULT_LOAN_TYPE;

/** How a copy's loan type was chosen. */
export type LoanTypeHow = 'in-library' | 'default' | 'mapped' | 'same' | 'unknown';

export interface LoanTypeChoice { loanType: string; how: LoanTypeHow }

/**
 * The loan type of a copy: `map` is the mapping file's "loanTypes" (item type → loan type
 * code), `known` the codes of the list. Unknown: neither mapped nor a code, or mapped onto a
 * code that is not in the list (its loanType is then the code it would be created as).
 */
export function chooseLoanType(item: { itemType: string | null; state: ImportState }, map: Readonly<Record<string, string>>, known: ReadonlySet<string>): LoanTypeChoice {
  if (item.state === 'consulta_local') return { loanType: IN_LIBRARY_LOAN_TYPE, how: 'in-library' };
  if (item.itemType === null) return { loanType: DEFAULT_LOAN_TYPE, how: 'default' };
  const mapped = Object.hasOwn(map, item.itemType) ? map[item.itemType] : undefined;
  if (mapped !== undefined) return { loanType: mapped, how: known.has(mapped) ? 'mapped' : 'unknown' };
  return { loanType: item.itemType, how: known.has(item.itemType) ? 'same' : 'unknown' };
}

/** One item type of the file, the loan type it gave, and how many copies had it (the summary's table). */
export interface ItemTypeCount { value: string; loanType: string; how: LoanTypeHow; copies: number }

/** Counts a copy's item type into `counts` (null item types and in-library copies are not the file's types: not counted). */
export function countItemType(counts: ItemTypeCount[], itemType: string | null, choice: LoanTypeChoice): void {
  if (itemType === null || choice.how === 'in-library' || choice.how === 'default') return;
  const same = counts.find((c) => c.value === itemType && c.loanType === choice.loanType);
  if (same) same.copies += 1;
  else counts.push({ value: itemType, loanType: choice.loanType, how: choice.how, copies: 1 });
}

/** "BK 12, DVD → dvd 3": the unknown item types as the summary and the refusal name them. */
export const unknownTypesText = (counts: readonly ItemTypeCount[]): string =>
  counts.filter((c) => c.how === 'unknown').map((c) => `${c.value}${c.loanType === c.value ? '' : ` → ${c.loanType}`} ${c.copies}`).join(', ');

/** A mapping file's "loanTypes", checked: an object of item type → loan type code. */
export function parseLoanTypeMap(value: unknown): Record<string, string> {
  if (value === undefined) return {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('mapping file: "loanTypes" must be an object of item type → loan type code, e.g. { "BK": "normal" }');
  const map: Record<string, string> = {};
  for (const [from, to] of Object.entries(value)) {
    if (typeof to !== 'string' || !to.trim()) throw new Error(`mapping file: loanTypes["${from}"] must be a loan type code (text)`);
    map[from.trim()] = to.trim();
  }
  return map;
}
