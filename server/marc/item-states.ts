/**
 * The copy state an export's status values give (issue 35 item 4). Every item shape keeps
 * a copy's state somewhere of its own: Koha in 952 flags ($0 withdrawn, $1 lost, $4
 * damaged, $7 not for loan, $q on loan since), Evergreen in its export's 852 $s (the copy
 * status' name) and $x (reference, noncirculating), SirsiDynix in 999/949 $l and $k (a
 * location standing for a state: WITHDRAWN, LOST, CHECKEDOUT…). Each is a list of rules,
 * one per subfield, that a mapping file can extend or override value by value.
 *
 * A copy takes the gravest state its rules give (withdrawn over lost over on loan…). A value
 * a rule does not know is reported and puts the copy in UNKNOWN_STATE: never "available".
 */
import { COPY } from '../../openapi/circulation-states';
import type { MarcDataField } from './types';

/** Copy states (exemplar.situacao) an import may give a copy: every copy state but "set aside for a hold". */
export const IMPORT_STATES = [COPY.onShelf, COPY.onLoan, COPY.inLibraryOnly, COPY.inProcessing, COPY.lost, COPY.withdrawn] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/**
 * The state of a copy whose status value nobody mapped: not lent, not held, not shown as on
 * the shelf (the desk, the hold forms and the title page's InStock count only 'disponivel'),
 * and still listed, so staff see it and fix the mapping.
 */
export const UNKNOWN_STATE: ImportState = COPY.inProcessing;

/** Gravest first: the state a copy takes when its rules disagree. */
const GRAVITY: readonly ImportState[] = [COPY.withdrawn, COPY.lost, COPY.onLoan, COPY.inProcessing, COPY.inLibraryOnly, COPY.onShelf];

/** What a rule does with a value: give a state, change nothing ('keep'), or report it as unknown ('report'). */
export type StateOutcome = ImportState | 'keep';

export interface StatusRule {
  /** The subfield read, e.g. "k". */
  subfield: string;
  /** Value → outcome; values compare without regard to case or surrounding blanks. */
  values: Record<string, StateOutcome>;
  /** A value not listed: a state (any non-zero Koha flag), 'keep' (an ordinary location code) or 'report' (unknown). */
  other: StateOutcome | 'report';
}

/** One status value met, for the summary: "999 $k CHECKEDOUT → emprestado". */
export interface StateNote { source: string; value: string; state: StateOutcome; unknown: boolean }

const key = (value: string) => value.trim().toUpperCase();
/** How the summary names a flag's value that counted only for being set. */
export const SET = '(set)';

/** The state of one item field by its rules (the gravest), and the values that decided it. */
export function stateOf(field: MarcDataField, rules: readonly StatusRule[]): { state: ImportState; notes: StateNote[] } {
  let state: ImportState = COPY.onShelf;
  const notes: StateNote[] = [];
  for (const rule of rules) {
    for (const sub of field.subfields) {
      if (sub.code !== rule.subfield) continue;
      const value = sub.value.replace(/\s+/g, ' ').trim();
      if (!value) continue;
      const listed = Object.entries(rule.values).find(([k]) => key(k) === key(value))?.[1];
      const outcome = listed ?? rule.other;
      const unknown = outcome === 'report';
      const given: StateOutcome = unknown ? UNKNOWN_STATE : outcome;
      // "Nothing to say" is worth a line in the summary only where values are a closed list
      // (999 $k INTRANSIT, 852 $s Available), not for a Koha flag's 0 or an ordinary shelf.
      if (outcome === 'keep' && rule.other !== 'report') continue;
      // A flag's own value (Koha's $q is a date) is not worth a line each: "set" is what counted.
      const shown = listed === undefined && !unknown ? SET : value;
      notes.push({ source: `${field.tag} $${rule.subfield}`, value: shown, state: given, unknown });
      if (given !== 'keep' && GRAVITY.indexOf(given) < GRAVITY.indexOf(state)) state = given;
    }
  }
  return { state, notes };
}

/** A mapping file's rule: without `other`, a preset's rule keeps its own, a new one reports unknown values. */
export type StatusRuleInput = Omit<StatusRule, 'other'> & { other?: StatusRule['other'] };

/** The preset's rules with a mapping file's over them (the mapping file wins, value by value). */
export function mergeRules(base: readonly StatusRule[], over: readonly StatusRuleInput[]): StatusRule[] {
  const out = base.map((r) => ({ ...r, values: { ...r.values } }));
  for (const rule of over) {
    const same = out.find((r) => r.subfield === rule.subfield);
    if (!same) { out.push({ ...rule, values: { ...rule.values }, other: rule.other ?? 'report' }); continue; }
    for (const [k, v] of Object.entries(rule.values)) {
      for (const existing of Object.keys(same.values)) if (key(existing) === key(k)) delete same.values[existing];
      same.values[k] = v;
    }
    if (rule.other !== undefined) same.other = rule.other;
  }
  return out;
}

const { onLoan: OUT, inLibraryOnly: REFERENCE, inProcessing: PROCESSING, lost: LOST, withdrawn: WITHDRAWN } = COPY;

/** A Koha flag: "0" or empty says nothing, any other value gives the state. */
const flag = (subfield: string, state: ImportState): StatusRule => ({ subfield, values: { 0: 'keep' }, other: state });

/**
 * Koha 952 (Koha's MARC21 framework; items.withdrawn, itemlost, damaged, notforloan, onloan):
 * notforloan -1 is "Ordered" (not yet here), a positive value is not for loan.
 */
export const KOHA_RULES: StatusRule[] = [
  flag('0', WITHDRAWN),
  flag('1', LOST),
  flag('q', OUT),
  flag('4', PROCESSING),
  { subfield: '7', values: { 0: 'keep', '-1': PROCESSING, '-2': PROCESSING, '-3': PROCESSING }, other: REFERENCE },
];

/** SirsiDynix locations that stand for a state (Symphony's and Unicorn's usual policy names). */
const SIRSI_STATE_LOCATIONS: Record<string, StateOutcome> = {
  CHECKEDOUT: OUT, ILL: OUT, 'ILL-OUT': OUT,
  WITHDRAWN: WITHDRAWN, DISCARD: WITHDRAWN, 'DISCARD-NS': WITHDRAWN, WEEDED: WITHDRAWN,
  LOST: LOST, 'LOST-NRO': LOST, LOSTCLOSED: LOST, 'LOST-ASSUM': LOST, 'LOST-CLAIM': LOST, 'LOST-PAID': LOST, MISSING: LOST, BILLED: LOST,
  'ON-ORDER': PROCESSING, INPROCESS: PROCESSING, CATALOGING: PROCESSING, REPAIR: PROCESSING, BINDERY: PROCESSING, DAMAGED: PROCESSING,
};

/**
 * SirsiDynix 999 and Unicorn 949: $k, the current location when it is not the home one,
 * is a state or a place (an unlisted one is reported); $l, the home location, is a shelf
 * unless it is one of the state locations (libraries move withdrawn and lost copies there).
 */
export const SIRSI_RULES: StatusRule[] = [
  { subfield: 'l', values: SIRSI_STATE_LOCATIONS, other: 'keep' },
  {
    subfield: 'k',
    values: {
      ...SIRSI_STATE_LOCATIONS,
      INTRANSIT: 'keep', HOLDS: 'keep', RESERVES: 'keep', 'ON-SHELF': 'keep', SHELVING: 'keep', REFERENCE: REFERENCE,
    },
    other: 'report',
  },
];

/** Unicorn 949 $r: circulates Y/N. */
export const CIRCULATES_RULE: StatusRule = { subfield: 'r', values: { Y: 'keep', N: REFERENCE }, other: 'report' };

/**
 * Evergreen's export (marc_export): 852 $s is the copy status' name (config.copy_status,
 * Evergreen's seed values), $x says "reference" or "noncirculating" among other flags.
 */
export const EVERGREEN_RULES: StatusRule[] = [
  {
    subfield: 's',
    values: {
      Available: 'keep', 'Checked out': OUT, Bindery: PROCESSING, Lost: LOST, Missing: LOST, 'In process': PROCESSING,
      'In transit': 'keep', Reshelving: 'keep', 'On holds shelf': 'keep', 'On order': PROCESSING, ILL: OUT, Cataloging: PROCESSING,
      Reserves: 'keep', 'Discard/Weed': WITHDRAWN, Withdrawn: WITHDRAWN, Damaged: PROCESSING, 'On reservation shelf': 'keep',
      'Long Overdue': LOST, 'Lost and Paid': LOST, 'Canceled Transit': 'keep',
    },
    other: 'report',
  },
  { subfield: 'x', values: { reference: REFERENCE, noncirculating: REFERENCE }, other: 'keep' },
];

/** The states a summary or a mapping file may name. */
export const isImportState = (value: unknown): value is ImportState => (IMPORT_STATES as readonly unknown[]).includes(value);
