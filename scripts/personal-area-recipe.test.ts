// The recipe's check (docs/architecture.md, "A new patron module in 8 steps"): every
// personal-area entry openapi/personal-area.ts marks implemented must have joined each
// registry, and the failure names the step that was skipped. Spec §1's 29 entries are all
// there; an entry beyond them says whether it is on by default, which is what shows it in
// institutions stored before it existed (tests/server/personal-area-recipe.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PERSONAL_AREA, type PersonalAreaEntrySpec } from '../openapi/personal-area';
import { contractOperations, loadContract } from '../server/http/contract';
import { handlers } from '../server/modules/index';
import { APP_LAYER_IDS } from '../server/seed/demo-institution';
import { LAYOUT_ROUTES } from '../tests/e2e/layout-routes';

vi.mock('@lingui/core/macro', () => import('../tests/support/lingui-macro'));
const { PERSONAL_AREA_ENTRIES } = await import('../src/features/patrons/personal-area/personal-area/menu-entries');

const root = path.join(import.meta.dirname, '..');
const LANGUAGES = ['pt', 'en', 'es', 'fr', 'it'];

/** msgid → msgstr of one catalog (single-line entries: the menu's labels are). */
function catalog(language: string): Map<string, string> {
  const text = fs.readFileSync(path.join(root, 'locales', language, 'messages.po'), 'utf8');
  return new Map([...text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)].map(([, id, str]) => [id, str]));
}

export interface Registries {
  /** operationId → x-caller, from openapi/library.yaml. */
  contract: Map<string, string>;
  /** operationIds with a handler in server/modules/index.ts. */
  handled: Set<string>;
  /** App-layer ids the demo institution enables (server/seed/demo-institution.ts). */
  seeded: Set<string>;
  routeFileExists: (route: string) => boolean;
  menu: readonly { layer: string; to: string; label: { id?: string; message?: string } }[];
  catalogs: Map<string, Map<string, string>>;
  /** Paths the phone layout check opens (tests/e2e/layout-routes.ts). */
  layoutPaths: Set<string>;
}

/** The steps an implemented entry skipped, named as the recipe names them. */
export function skippedSteps(entry: PersonalAreaEntrySpec, r: Registries): string[] {
  const gaps: string[] = [];
  for (const op of entry.operations) {
    const caller = r.contract.get(op);
    if (caller === undefined) gaps.push(`1 contract: no operation ${op} in openapi/library.yaml`);
    // A signed-in person's call: a patron's (private, either) or, for the entries staff use from
    // the personal area (user switching), a staff role's.
    else if (caller !== 'private' && caller !== 'either' && !caller.startsWith('staff')) gaps.push(`1 contract: ${op} has x-caller ${caller}, not a signed-in person's`);
    if (!r.handled.has(op)) gaps.push(`3 server: no handler for ${op} in server/modules/index.ts`);
  }
  if (!r.seeded.has(entry.id)) gaps.push(`2 list: the demo institution does not enable ${entry.id}`);
  if (entry.beyondSpec && entry.onByDefault === undefined) {
    gaps.push(`2 list: ${entry.id} is beyond spec §1 and says not whether it is on by default (onByDefault) in institutions stored before it`);
  }
  if (!entry.route) gaps.push(`2 list: ${entry.id} is implemented but names no route`);
  else if (!r.routeFileExists(entry.route)) gaps.push(`5 PWA: no route file for ${entry.route} in src/routes/`);
  const item = r.menu.find((m) => m.layer === entry.id);
  if (!item) gaps.push(`6 menu: ${entry.id} is not in PERSONAL_AREA_ENTRIES`);
  else if (item.to !== entry.route) gaps.push(`6 menu: ${entry.id} links to ${item.to}, not ${entry.route}`);
  const label = item?.label.message ?? item?.label.id;
  for (const [language, messages] of r.catalogs) {
    if (label && !messages.get(label)) gaps.push(`7 words: "${label}" has no ${language} translation`);
  }
  if (entry.route && !r.layoutPaths.has(entry.route)) gaps.push(`8 tests: ${entry.route} is not in the phone layout check (tests/e2e/layout-routes.ts)`);
  return gaps;
}

const registries: Registries = {
  contract: new Map(contractOperations(loadContract()).map((op) => [op.operationId, op.caller])),
  handled: new Set(Object.keys(handlers)),
  seeded: new Set(APP_LAYER_IDS),
  routeFileExists: (route) => fs.existsSync(path.join(root, 'src/routes', `_auth${route.replaceAll('/', '.')}.tsx`)),
  menu: PERSONAL_AREA_ENTRIES,
  catalogs: new Map(LANGUAGES.map((language) => [language, catalog(language)])),
  layoutPaths: new Set(LAYOUT_ROUTES.map((route) => route.path)),
};

describe('a new patron module in 8 steps (docs/architecture.md)', () => {
  it.each(PERSONAL_AREA.filter((entry) => entry.implemented).map((entry) => [entry.id, entry] as const))(
    '%s has joined every registry', (_, entry) => {
      expect(skippedSteps(entry, registries)).toEqual([]);
    });

  it('names every entry of spec §1 once and any entry beyond them once, each call of which is in the contract', () => {
    const spec = PERSONAL_AREA.filter((e: PersonalAreaEntrySpec) => !e.beyondSpec);
    expect(spec).toHaveLength(29);
    expect(spec.every((e: PersonalAreaEntrySpec) => e.onByDefault === undefined)).toBe(true);
    expect(new Set(PERSONAL_AREA.map((e) => e.id)).size).toBe(PERSONAL_AREA.length);
    const unknown = PERSONAL_AREA.flatMap((e) => e.operations).filter((op) => !registries.contract.has(op));
    expect(unknown).toEqual([]);
  });

  it('names the step a module skipped', () => {
    const entry: PersonalAreaEntrySpec = {
      id: 'novo', operations: ['listHolds', 'listNewThings' as never], route: '/meupergamum/novo', implemented: true, beyondSpec: true,
    };
    expect(skippedSteps(entry, registries)).toEqual([
      '1 contract: no operation listNewThings in openapi/library.yaml',
      '3 server: no handler for listNewThings in server/modules/index.ts',
      '2 list: the demo institution does not enable novo',
      '2 list: novo is beyond spec §1 and says not whether it is on by default (onByDefault) in institutions stored before it',
      '5 PWA: no route file for /meupergamum/novo in src/routes/',
      '6 menu: novo is not in PERSONAL_AREA_ENTRIES',
      '8 tests: /meupergamum/novo is not in the phone layout check (tests/e2e/layout-routes.ts)',
    ]);
    const withoutWords = { ...registries, menu: [...registries.menu, { layer: 'novo', to: '/meupergamum/novo', label: { message: 'Brand new' } }] };
    expect(skippedSteps(entry, withoutWords)).toContain('7 words: "Brand new" has no pt translation');
  });

  it('passes a made-up entry beyond spec §1 once every registry has it', () => {
    const entry: PersonalAreaEntrySpec = {
      id: 'novo', operations: ['listHolds'], route: '/meupergamum/reservas', implemented: true, beyondSpec: true, onByDefault: true,
    };
    const joined: Registries = {
      ...registries,
      seeded: new Set([...registries.seeded, 'novo']),
      menu: [...registries.menu, { layer: 'novo', to: '/meupergamum/reservas', label: { message: 'Holds' } }],
    };
    expect(skippedSteps(entry, joined)).toEqual([]);
  });
});
