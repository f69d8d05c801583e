// The features' import graph (scripts/feature-graph.ts): the tree as it is keeps the rules,
// and made-up graphs that break them are reported, so the check cannot silently stop seeing.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeProblem, featureOf, featureProblems, readFeatureImports, specifiersOf, type SourceImport } from './feature-graph';

const root = path.join(import.meta.dirname, '..');

/** An import as readFeatureImports resolves it. */
const edge = (file: string, specifier: string): SourceImport => ({
  file,
  specifier,
  target: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)),
});

describe('the features\' import graph', () => {
  it('has no two-way pair, no import past an index.ts, no file outside a feature folder', () => {
    const { files, imports } = readFeatureImports(root);
    expect(files.length).toBeGreaterThan(300);
    // The reading itself works: the graph has its known cross-feature edges.
    expect(imports).toContainEqual(edge('src/features/catalogue/title/components/title-header.tsx', '../../../patrons/basket'));
    expect(featureProblems(files, imports).map(describeProblem)).toEqual([]);
  });

  it('reports two features that import each other', () => {
    const files = ['src/features/circulation/loans/a.ts', 'src/features/circulation/calendar/b.ts'];
    const imports = [edge(files[0], '../calendar'), edge(files[1], '../loans/index')];
    expect(featureProblems(files, imports).map(describeProblem)).toEqual([
      "circulation/calendar and circulation/loans import each other (src/features/circulation/calendar/b.ts: '../loans/index'; src/features/circulation/loans/a.ts: '../calendar'): move what both need to src/lib or src/components, or into the feature that owns it",
    ]);
  });

  it('reports a two-way pair across domains and through type-only or lazy imports', () => {
    const a = 'src/features/catalogue/title/components/x.tsx';
    const b = 'src/features/patrons/basket/y.ts';
    const imports = [
      ...specifiersOf("import type { T } from '../../../patrons/basket';").map((specifier) => edge(a, specifier)),
      ...specifiersOf("const m = await import('../../catalogue/title');").map((specifier) => edge(b, specifier)),
    ];
    expect(featureProblems([a, b], imports)).toEqual([
      expect.objectContaining({ kind: 'two-way', features: ['catalogue/title', 'patrons/basket'] }),
    ]);
  });

  it('reports an import into another feature that skips its index.ts', () => {
    const file = 'src/features/catalogue/search/components/result-item.tsx';
    const problems = featureProblems([file], [
      edge(file, '../../../patrons/basket/store'),
      edge(file, '../../title/tabs'),
      edge(file, '../../../patrons/basket'),
      edge(file, '../../title/index'),
      edge(file, '../queries'),
      edge(file, '../../../../lib/format'),
    ]);
    expect(problems.map(describeProblem)).toEqual([
      `${file}: '../../../patrons/basket/store' reaches into patrons/basket past its index.ts`,
      `${file}: '../../title/tabs' reaches into catalogue/title past its index.ts`,
    ]);
  });

  it('reports a mocked internal, a domain folder imported as a whole, and a file outside a feature', () => {
    const file = 'src/features/patrons/auth/sso/flow.test.ts';
    // Spelled in two pieces: vitest.config.ts sends a test file naming vi's mock to the isolated project.
    const mock = ['vi', 'mock'].join('.');
    const mocked = specifiersOf(`${mock}('../../../../api/client', () => ({}));\n${mock}('../../alerts/queries', () => ({}));`);
    expect(mocked).toEqual(['../../../../api/client', '../../alerts/queries']);
    const problems = featureProblems(
      [file, 'src/features/patrons/helpers.ts', 'src/features/account/x.ts'],
      [...mocked.map((specifier) => edge(file, specifier)), edge(file, '../../../catalogue')],
    );
    expect(problems.map(describeProblem)).toEqual([
      'src/features/patrons/helpers.ts: not inside a feature folder src/features/<domain>/<feature>/ (domains: catalogue, circulation, integration, patrons, platform, staff)',
      'src/features/account/x.ts: not inside a feature folder src/features/<domain>/<feature>/ (domains: catalogue, circulation, integration, patrons, platform, staff)',
      `${file}: '../../alerts/queries' reaches into patrons/alerts past its index.ts`,
      `${file}: '../../../catalogue' names src/features/catalogue, which is no feature's folder`,
    ]);
  });

  it('names a path\'s feature', () => {
    expect(featureOf('src/features/patrons/auth/sso/flow.ts')).toEqual({ feature: 'patrons/auth', inner: ['sso', 'flow.ts'] });
    expect(featureOf('src/features/patrons/basket')).toEqual({ feature: 'patrons/basket', inner: [] });
    expect(featureOf('src/features/patrons')).toBeNull();
    expect(featureOf('src/lib/format.ts')).toBeNull();
  });
});
