// Proof that the rooms' boundaries (eslint.config.js, docs/architecture.md "Boundaries") are
// enforced: snippets that break one, linted as if they lived at the given path, must fail,
// and their allowed counterparts must pass, so the rule cannot silently stop matching
// (a renamed folder, a plugin upgrade that drops a setting).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules that guard the rooms, the one way to SQL, and import cycles. */
const RULES = ['boundaries/dependencies', 'no-restricted-imports', '@typescript-eslint/no-restricted-imports', 'no-restricted-syntax', 'import-x/no-cycle'];

/** The boundary errors of `code` placed at `filePath` (the file itself need not exist). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => RULES.includes(message.ruleId ?? ''))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

/** `rule`: the rule that must be among the errors (when others could report the snippet too). */
const cases: { name: string; file: string; code: string; breaks: boolean; rule?: string }[] = [
  {
    name: 'src/lib imports src/api',
    file: 'src/lib/fixture.ts',
    code: "import { api } from '../api/client';\nexport const x = api;\n",
    breaks: true,
  },
  {
    name: 'src/lib imports a feature',
    file: 'src/lib/fixture.ts',
    code: "import { useBasket } from '../features/patrons/basket';\nexport const x = useBasket;\n",
    breaks: true,
  },
  {
    name: 'a feature imports another domain\'s feature\'s internals',
    file: 'src/features/catalogue/search/fixture.ts',
    code: "import { addToBasket } from '../../patrons/basket/store';\nexport const x = addToBasket;\n",
    breaks: true,
  },
  {
    name: 'a feature imports the internals of another feature of its domain',
    file: 'src/features/catalogue/search/fixture.ts',
    code: "import { TITLE_TABS } from '../title/tabs';\nexport const x = TITLE_TABS;\n",
    breaks: true,
  },
  {
    name: 'the router imports a feature\'s file past its index',
    file: 'src/fixture.ts',
    code: "import { TITLE_TABS } from './features/catalogue/title/tabs';\nexport const x = TITLE_TABS;\n",
    breaks: true,
  },
  {
    name: 'src/ imports server/',
    file: 'src/components/fixture.ts',
    code: "import type { Config } from '../../server/config';\nexport type X = Config;\n",
    breaks: true,
  },
  {
    name: 'server/ imports src/',
    file: 'server/fixture.ts',
    code: "import { formatDate } from '../src/lib/format';\nexport const x = formatDate;\n",
    breaks: true,
  },
  {
    name: 'the service worker imports React',
    file: 'src/sw/fixture.ts',
    code: "import { useState } from 'react';\nexport const x = useState;\n",
    breaks: true,
  },
  {
    name: 'a feature imports another through its index.ts',
    file: 'src/features/catalogue/fixture.ts',
    code: "import { addToBasket } from '../basket';\nexport const x = addToBasket;\n",
    breaks: false,
  },
  {
    name: 'a feature imports its own files, lib, api and components',
    file: 'src/features/catalogue/fixture.ts',
    code: [
      "import { catalogueKeys } from './queries';",
      "import { api } from '../../api/client';",
      "import { formatDate } from '../../lib/format';",
      "import { Loading } from '../../components/loading';",
      'export const x = [catalogueKeys, api, formatDate, Loading];',
      '',
    ].join('\n'),
    breaks: false,
  },
  {
    name: 'src/lib imports lib and the contract',
    file: 'src/lib/fixture.ts',
    code: "import { session } from './session/session';\nimport type { components } from '../../openapi/schema.gen';\nexport type X = components;\nexport const x = session;\n",
    breaks: false,
  },
  {
    name: 'server/ imports the contract',
    file: 'server/fixture.ts',
    code: "import { SPECIAL_CHARACTERS } from '../openapi/password-rules';\nexport const x = SPECIAL_CHARACTERS;\n",
    breaks: false,
  },
  {
    name: 'a module uses drizzle\'s query builder',
    rule: '@typescript-eslint/no-restricted-imports',
    file: 'server/modules/catalogue/kardex/fixture.ts',
    code: [
      "import { eq } from 'drizzle-orm';",
      "import type { AppContext } from '../../../context';",
      "import { fasciculo } from '../../../db/schema';",
      'export const issues = (ctx: AppContext, id: number) => ctx.database.db.select().from(fasciculo).where(eq(fasciculo.codAcervo, id));',
      '',
    ].join('\n'),
    breaks: true,
  },
  {
    name: 'a module runs SQL on the drizzle instance itself',
    rule: 'no-restricted-syntax',
    file: 'server/modules/catalogue/kardex/fixture.ts',
    code: [
      "import { sql } from 'drizzle-orm';",
      "import type { AppContext } from '../../../context';",
      'export const clear = (ctx: AppContext) => ctx.database.db.execute(sql`DELETE FROM fasciculo`);',
      '',
    ].join('\n'),
    breaks: true,
  },
  {
    name: 'a module takes the SQL helpers through circulation',
    rule: '@typescript-eslint/no-restricted-imports',
    file: 'server/modules/circulation/desk/fixture.ts',
    code: "import { rows } from '../core';\nexport const x = rows;\n",
    breaks: true,
  },
  {
    name: 'the catalogue core imports a schema table',
    file: 'server/modules/catalogue/core/fixture.ts',
    code: "import { acervo } from '../../../db/schema';\nexport const x = acervo;\n",
    breaks: true,
  },
  {
    name: 'a module writes an sql template and runs it through db/query',
    file: 'server/modules/catalogue/kardex/fixture.ts',
    code: [
      "import { sql, type SQL } from 'drizzle-orm';",
      "import type { AppContext } from '../../../context';",
      "import { exec, one, rows, transaction } from '../../../db/query';",
      'export const n = (ctx: AppContext, where: SQL) => one<{ n: number }>(ctx.database.db, sql`SELECT count(*)::int AS n FROM fasciculo WHERE ${where}`);',
      'export const all = (ctx: AppContext) => rows<{ ano: number }>(ctx.database.db, sql`SELECT ano FROM fasciculo`);',
      'export const clear = (ctx: AppContext) => transaction(ctx, (tx) => exec(tx, sql`DELETE FROM fasciculo`));',
      '',
    ].join('\n'),
    breaks: false,
  },
  {
    name: 'a module opens another domain\'s module, skipping the domain\'s index.ts',
    rule: 'no-restricted-imports',
    file: 'server/modules/circulation/desk/fixture.ts',
    code: "import { recordAlert } from '../../platform/alerts';\nexport const x = recordAlert;\n",
    breaks: true,
  },
  {
    name: 'a module opens another module\'s files in its domain',
    rule: 'no-restricted-imports',
    file: 'server/modules/circulation/desk/fixture.ts',
    code: "import { ruleOf } from '../core/store';\nexport const x = ruleOf;\n",
    breaks: true,
  },
  {
    name: 'a module meets another domain through its index.ts and its own domain\'s modules through theirs',
    file: 'server/modules/circulation/desk/fixture.ts',
    code: "import { recordAudit } from '../../platform';\nimport { ruleOf } from '../core';\nexport const x = [recordAudit, ruleOf];\n",
    breaks: false,
  },
  {
    name: 'a server room opens a module, skipping its domain\'s index.ts',
    rule: 'no-restricted-imports',
    file: 'server/fixture.ts',
    code: "import { ruleOf } from './modules/circulation/core';\nexport const x = ruleOf;\n",
    breaks: true,
  },
  {
    name: 'the catalogue core imports a catalogue module',
    rule: 'no-restricted-imports',
    file: 'server/modules/catalogue/core/fixture.ts',
    code: "import { autocomplete } from '../search';\nexport const x = autocomplete;\n",
    breaks: true,
  },
  {
    // Linted as the real server/db/query.ts: every module's service imports it, so it importing
    // a module closes a loop. (A cycle is only seen from a file the others really import.)
    name: 'an import cycle (db/query.ts importing a module that imports it)',
    file: 'server/db/query.ts',
    code: "import { today } from '../modules/circulation';\nexport const x = today;\n",
    breaks: true,
    rule: 'import-x/no-cycle',
  },
  {
    name: 'an import cycle in the PWA (locale-rules.ts importing i18n.ts, which imports it)',
    file: 'src/lib/locale-rules.ts',
    code: "import { activateLocale } from './i18n';\nexport const x = activateLocale;\n",
    breaks: true,
    rule: 'import-x/no-cycle',
  },
];

describe('ESLint enforces the rooms\' boundaries', () => {
  it.each(cases)('$name: breaks=$breaks', async ({ file, code, breaks, rule }) => {
    const errors = await boundaryErrors(file, code);
    if (!breaks) expect(errors).toEqual([]);
    else if (rule) expect(errors.filter((error) => error.startsWith(`${rule}: `))).not.toEqual([]);
    else expect(errors).not.toEqual([]);
  }, 60_000);
});
