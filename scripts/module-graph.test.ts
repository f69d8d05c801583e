// The server's import graph keeps its two rules (scripts/module-graph.ts): no two-way pair of
// modules or rooms, and another domain is met through its index.ts. Fixtures break each rule,
// so the check cannot silently stop finding them (a renamed folder, a new import form).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { DOMAIN_ORDER, edgesOf, graphProblems, readTree, type SourceTree } from './module-graph';

const root = path.join(import.meta.dirname, '..');
const tree = (files: Record<string, string>): SourceTree => new Map(Object.entries(files));

describe('the server\'s import graph', () => {
  // Parsing the whole server (~500 files) takes seconds on a busy machine: generous timeouts.
  const real = readTree(root);

  it('has no two-way pair and meets other domains through their index.ts', () => {
    expect(graphProblems(real)).toEqual([]);
  }, 120_000);

  it('knows every domain\'s place in the order', () => {
    const domains = fs.readdirSync(path.join(root, 'server/modules'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(domains.sort()).toEqual([...DOMAIN_ORDER].sort());
  });

  it('is read whole: modules, domain indexes and rooms are in it', () => {
    const edges = edgesOf(real).map((e) => `${e.from} -> ${e.to}`);
    expect(edges).toContain('circulation/desk -> circulation/core');
    // The core records alerts through the platform's index.ts: the edge goes to the module behind it.
    expect(edges).toContain('circulation/core -> platform/alerts');
    expect(edges).toContain('sip2 -> circulation/core');
    expect(new Set(edges.filter((e) => /^\w[\w-]*\/[\w-]+ -> \w[\w-]*\/[\w-]+$/.test(e))).size).toBeGreaterThan(60);
  }, 120_000);
});

describe('the graph check fails', () => {
  it('on two modules of a domain importing each other', () => {
    expect(graphProblems(tree({
      'server/modules/a/x/index.ts': "export { y } from './y';",
      'server/modules/a/x/y.ts': "import { z } from '../z';\nexport const y = z;",
      'server/modules/a/z/index.ts': "import type { y } from '../x';\nexport const z = 1 as unknown as typeof y;",
    }))).toEqual([expect.stringMatching(/^two-way pair a\/x <-> a\/z: server\/modules\/a\/x\/y\.ts and back server\/modules\/a\/z\/index\.ts$/)]);
  });

  it('on a pair hidden behind two domain indexes', () => {
    expect(graphProblems(tree({
      'server/modules/a/index.ts': "export { f } from './x';",
      'server/modules/a/x/index.ts': "import { g } from '../../b';\nexport const f = g;",
      'server/modules/b/index.ts': "export { g } from './y';\nexport { h } from './w';",
      'server/modules/b/y/index.ts': "export const g = async () => (await import('../../a')).f;",
      'server/modules/b/w/index.ts': 'export const h = 1;',
    }))).toEqual([expect.stringMatching(/^two-way pair a\/x <-> b\/y:/)]);
  });

  it('on a domain importing one above it, even one way (as catalogue did circulation\'s title lock)', () => {
    const files = {
      'server/modules/low/index.ts': "export { x } from './x';",
      'server/modules/low/x/index.ts': "import { y } from '../../high';\nexport const x = y;",
      'server/modules/high/index.ts': "export { y } from './y';",
      'server/modules/high/y/index.ts': 'export const y = 1;',
    };
    expect(graphProblems(tree(files), ['low', 'high'])).toEqual([
      'low/x -> high/y: high stands above low (low < high); imported in server/modules/low/x/index.ts',
    ]);
    expect(graphProblems(tree(files), ['high', 'low'])).toEqual([]);
  });

  it('on two rooms importing each other (as import and seed did)', () => {
    expect(graphProblems(tree({
      'server/seed/demo.ts': "import { load } from '../import/load';\nexport const demo = load;",
      'server/seed/vocabulary.ts': 'export const words = 1;',
      'server/import/load.ts': "import { words } from '../seed/vocabulary';\nexport const load = words;",
    }))).toEqual([expect.stringMatching(/^two-way pair import <-> seed:/)]);
  });

  it('on a module opening another domain\'s module, and a room opening a module', () => {
    const problems = graphProblems(tree({
      'server/modules/a/index.ts': "export { x } from './x';",
      'server/modules/a/x/index.ts': "import { y } from '../../b/y';\nexport const x = y;",
      'server/modules/b/index.ts': "export { y } from './y';",
      'server/modules/b/y/index.ts': 'export const y = 1;',
      'server/app.ts': "import { y } from './modules/b/y';\nexport const app = y;",
    }));
    expect(problems).toEqual([
      'server/modules/a/x/index.ts imports server/modules/b/y/index.ts: another domain is met through server/modules/b/index.ts',
      'server/app.ts imports server/modules/b/y/index.ts: outside server/modules, import the domain\'s index.ts (server/modules/b)',
    ]);
  });

  it('on a module opening another module\'s files in its own domain', () => {
    expect(graphProblems(tree({
      'server/modules/a/x/index.ts': "import { z } from '../z/service';\nexport const x = z;",
      'server/modules/a/z/index.ts': "export { z } from './service';",
      'server/modules/a/z/service.ts': 'export const z = 1;',
    }))).toEqual(['server/modules/a/x/index.ts imports server/modules/a/z/service.ts: another module is met through its index.ts (server/modules/a/z)']);
  });

  it('but not on one-way imports through the indexes, nor on a room read back by type only', () => {
    expect(graphProblems(tree({
      'server/modules/a/index.ts': "export { x } from './x';",
      'server/modules/a/x/index.ts': "import { y } from '../../b';\nimport { z } from '../z';\nexport const x = y + z;",
      'server/modules/a/z/index.ts': 'export const z = 1;',
      'server/modules/b/index.ts': "export { y } from './y';",
      'server/modules/b/y/index.ts': "import type { Ctx } from '../../../context';\nexport const y: Ctx = 1;",
      'server/context.ts': "import { caller } from './http/caller';\nexport type Ctx = number;\nexport const c = caller;",
      'server/http/caller.ts': "import type { Ctx } from '../context';\nexport const caller: Ctx = 1;",
      'server/app.ts': "import { x } from './modules/a';\nimport { y } from './modules/b';\nexport const app = x + y;",
    }))).toEqual([]);
  });
});
