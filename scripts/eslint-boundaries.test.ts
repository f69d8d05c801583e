// Proof that the rooms' boundaries (eslint.config.js, docs/architecture.md "Boundaries") are
// enforced: snippets that break one, linted as if they lived at the given path, must fail,
// and their allowed counterparts must pass, so the rule cannot silently stop matching
// (a renamed folder, a plugin upgrade that drops a setting).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary errors of `code` placed at `filePath` (the file itself need not exist). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'boundaries/dependencies' || message.ruleId === 'no-restricted-imports')
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const cases: { name: string; file: string; code: string; breaks: boolean }[] = [
  {
    name: 'src/lib imports src/api',
    file: 'src/lib/fixture.ts',
    code: "import { api } from '../api/client';\nexport const x = api;\n",
    breaks: true,
  },
  {
    name: 'src/lib imports a feature',
    file: 'src/lib/fixture.ts',
    code: "import { useBasket } from '../features/basket';\nexport const x = useBasket;\n",
    breaks: true,
  },
  {
    name: 'a feature imports another feature\'s internals',
    file: 'src/features/catalogue/fixture.ts',
    code: "import { addToBasket } from '../basket/store';\nexport const x = addToBasket;\n",
    breaks: true,
  },
  {
    name: 'the router imports a feature\'s file past its index',
    file: 'src/fixture.ts',
    code: "import { TITLE_TABS } from './features/title/tabs';\nexport const x = TITLE_TABS;\n",
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
];

describe('ESLint enforces the rooms\' boundaries', () => {
  it.each(cases)('$name: breaks=$breaks', async ({ file, code, breaks }) => {
    const errors = await boundaryErrors(file, code);
    if (breaks) expect(errors).not.toEqual([]);
    else expect(errors).toEqual([]);
  }, 60_000);
});
