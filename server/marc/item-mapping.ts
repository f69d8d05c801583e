/**
 * The mapping file (docs/manual/data.md "Importing a catalogue"): a single-tag item shape of
 * its own, or a preset it extends ("extends": "sirsi999") with its status values mapped over
 * the preset's, value by value (./item-states.ts).
 */
import { EVERGREEN_RULES, IMPORT_STATES, isImportState, mergeRules, type StateOutcome, type StatusRuleInput } from './item-states';
import { ITEM_ATTRIBUTES, PRESETS, type ItemAttribute, type ItemMapping, type PresetShape } from './items';
import { parseLoanTypeMap } from './loan-types';

/** What a mapping file says: an item shape (null: the shape is recognised from the file) and the item types' loan types. */
export interface MappingFile { mapping: ItemMapping | null; loanTypes: Record<string, string> }

const SHAPE_KEYS = ['tag', 'extends', 'subfields', 'statuses', 'flags', 'status'];

/** A mapping file's JSON, checked: the message says what is wrong and where. */
export function parseMappingFile(text: string): MappingFile {
  const m = mappingJson(text);
  const loanTypes = parseLoanTypeMap(m.loanTypes);
  const shapeless = m.loanTypes !== undefined && !SHAPE_KEYS.some((k) => k in m);
  return { mapping: shapeless ? null : shapeOf(m), loanTypes };
}

/** A mapping file's item shape (a file with none is refused). */
export const parseMapping = (text: string): ItemMapping => shapeOf(mappingJson(text));

function mappingJson(text: string): Record<string, unknown> {
  let json: unknown;
  try { json = JSON.parse(text); } catch (e) { throw new Error(`mapping file is not JSON: ${(e as Error).message}`); }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('mapping file: expected an object');
  return json as Record<string, unknown>;
}

export function shapeOf(m: Record<string, unknown>): ItemMapping {
  const base = m.extends;
  if (base !== undefined && base !== 'marc21' && !(typeof base === 'string' && base in PRESETS)) {
    throw new Error(`mapping file: "extends" must be one of ${[...Object.keys(PRESETS), 'marc21'].join(', ')}`);
  }
  const preset = typeof base === 'string' && base in PRESETS ? PRESETS[base as PresetShape] : null;
  const tag = base === 'marc21' ? '852' : m.tag ?? preset?.tag;
  if (typeof tag !== 'string' || !/^\d{3}$/.test(tag) || tag < '010') throw new Error('mapping file: "tag" must be a data field tag such as "952"');
  if (preset && tag !== preset.tag) throw new Error(`mapping file: "extends": "${base as string}" reads ${preset.tag}, not ${tag}`);
  const subfields = (m.subfields ?? (base ? {} : undefined)) as Record<string, unknown> | undefined;
  if (!subfields || typeof subfields !== 'object') throw new Error('mapping file: "subfields" is required');
  for (const [k, v] of Object.entries(subfields)) {
    if (!ITEM_ATTRIBUTES.includes(k as ItemAttribute)) throw new Error(`mapping file: unknown attribute "${k}" (known: ${ITEM_ATTRIBUTES.join(', ')})`);
    if (typeof v !== 'string' || !/^[a-z0-9 ]+$/.test(v)) throw new Error(`mapping file: "${k}" must name subfield codes, e.g. "p"`);
  }
  const merged = { ...preset?.subfields, ...(subfields as Partial<Record<ItemAttribute, string>>) };
  if (!merged.barcode && base !== 'marc21') throw new Error('mapping file: "subfields.barcode" is required (re-imports update copies by it)');
  const rules = mappingRules(m);
  const statuses = mergeRules(base === 'marc21' ? EVERGREEN_RULES : preset?.statuses ?? [], rules);
  return { tag, subfields: merged, statuses, ...(base ? { extends: base as PresetShape | 'marc21' } : {}) };
}

const STATE_WORDS = `one of ${IMPORT_STATES.join(', ')}`;

/** The status rules of a mapping file: "statuses" (by subfield), and the older "flags" and "status". */
function mappingRules(m: Record<string, unknown>): StatusRuleInput[] {
  const outcome = (v: unknown, where: string, extra: string[]): StateOutcome | 'report' => {
    if (isImportState(v) || extra.includes(v as string)) return v as StateOutcome | 'report';
    throw new Error(`mapping file: ${where} must be ${STATE_WORDS}${extra.length ? `, ${extra.join(', ')}` : ''}`);
  };
  const values = (obj: unknown, where: string): Record<string, StateOutcome> => {
    if (obj === undefined) return {};
    if (!obj || typeof obj !== 'object') throw new Error(`mapping file: ${where} must be an object of value → state`);
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, outcome(v, `${where}["${k}"]`, ['keep']) as StateOutcome]));
  };
  const rules: StatusRuleInput[] = [];
  for (const [i, f] of ((m.flags ?? []) as { subfield?: unknown; state?: unknown }[]).entries()) {
    if (typeof f?.subfield !== 'string') throw new Error(`mapping file: flags[${i}].subfield is required`);
    rules.push({ subfield: f.subfield, values: { 0: 'keep' }, other: outcome(f.state, `flags[${i}].state`, []) });
  }
  const status = m.status as { subfield?: unknown; values?: unknown } | undefined;
  if (status) {
    if (typeof status.subfield !== 'string') throw new Error('mapping file: status.subfield is required');
    rules.push({ subfield: status.subfield, values: values(status.values, 'status.values'), other: 'report' });
  }
  if (m.statuses !== undefined) {
    if (!m.statuses || typeof m.statuses !== 'object' || Array.isArray(m.statuses)) throw new Error('mapping file: "statuses" must be an object keyed by subfield code');
    for (const [code, rule] of Object.entries(m.statuses as Record<string, { values?: unknown; other?: unknown }>)) {
      if (!/^[a-z0-9]$/.test(code)) throw new Error(`mapping file: statuses["${code}"]: a subfield code is one letter or digit`);
      rules.push({ subfield: code, values: values(rule?.values, `statuses["${code}"].values`),
        other: rule?.other === undefined ? undefined : outcome(rule.other, `statuses["${code}"].other`, ['keep', 'report']) });
    }
  }
  return rules;
}
