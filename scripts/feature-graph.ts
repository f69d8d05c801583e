// The import graph between the PWA's features (src/features/<domain>/<feature>/) and the two
// rules it must keep (docs/architecture.md "Boundaries"): a feature reaches another only
// through that feature's index.ts, and no two features import each other, either way round.
// Lint (eslint-plugin-boundaries) refuses a file-level break as it is typed; this check sees
// the whole graph, where a two-way pair shows even when no single import is wrong.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The domains, as server/modules has them. */
export const DOMAINS = ['catalogue', 'circulation', 'integration', 'patrons', 'platform', 'staff'];

const FEATURES = 'src/features';

/** One import of a file in src/features: where it is, what it names, where that resolves. */
export type SourceImport = { file: string; specifier: string; target: string };

export type FeatureProblem =
  | { kind: 'outside-feature'; file: string }
  | { kind: 'skips-index'; file: string; specifier: string; feature: string }
  | { kind: 'not-a-feature'; file: string; specifier: string; target: string }
  | { kind: 'two-way'; features: [string, string]; examples: [string, string] };

/** `catalogue/search` for src/features/catalogue/search/…; null for a path outside a feature folder. */
export function featureOf(repoPath: string): { feature: string; inner: string[] } | null {
  const parts = path.posix.relative(FEATURES, repoPath).split('/');
  if (parts[0] === '..' || parts.length < 2 || parts[0] === '' || parts[1] === '') return null;
  if (!DOMAINS.includes(parts[0])) return null;
  return { feature: `${parts[0]}/${parts[1]}`, inner: parts.slice(2) };
}

const isIndex = (inner: string[]) => inner.length === 0 || (inner.length === 1 && /^index(\.tsx?)?$/.test(inner[0]));

/** The relative module paths a source file names: imports, re-exports, import() and vi.mock. */
export function specifiersOf(text: string): string[] {
  const found = ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
  for (const match of text.matchAll(/\bvi\.(?:mock|doMock|unmock|importActual|importMock)\(\s*['"`]([^'"`]+)['"`]/g)) found.push(match[1]);
  return found.filter((specifier) => specifier.startsWith('.'));
}

/** Every relative import of every source file under src/features, resolved to a repository path. */
export function readFeatureImports(root: string): { files: string[]; imports: SourceImport[] } {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk(FEATURES);
  const imports = files
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .flatMap((file) =>
      specifiersOf(fs.readFileSync(path.join(root, file), 'utf8')).map((specifier) => ({
        file,
        specifier,
        target: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.split('?')[0])),
      })),
    );
  return { files, imports };
}

/** What breaks the rules in this graph: files outside a feature folder, imports past an index or of a domain folder, two-way pairs. */
export function featureProblems(files: string[], imports: SourceImport[]): FeatureProblem[] {
  const problems: FeatureProblem[] = [];
  // A file, unlike an import's target, is never a feature's folder itself.
  for (const file of files) if (!featureOf(file)?.inner.length) problems.push({ kind: 'outside-feature', file });
  const edges = new Map<string, string>();
  for (const { file, specifier, target } of imports) {
    const from = featureOf(file);
    if (!from) continue;
    const inFeatures = !path.posix.relative(FEATURES, target).startsWith('..');
    const to = featureOf(target);
    if (inFeatures && !to) {
      problems.push({ kind: 'not-a-feature', file, specifier, target });
      continue;
    }
    if (!to || to.feature === from.feature) continue;
    if (!isIndex(to.inner)) problems.push({ kind: 'skips-index', file, specifier, feature: to.feature });
    const edge = `${from.feature} -> ${to.feature}`;
    if (!edges.has(edge)) edges.set(edge, `${file}: '${specifier}'`);
  }
  for (const [edge, example] of edges) {
    const [a, b] = edge.split(' -> ');
    const back = edges.get(`${b} -> ${a}`);
    if (back && a < b) problems.push({ kind: 'two-way', features: [a, b], examples: [example, back] });
  }
  return problems;
}

/** The problems as lines a failing test shows. */
export function describeProblem(problem: FeatureProblem): string {
  switch (problem.kind) {
    case 'outside-feature':
      return `${problem.file}: not inside a feature folder src/features/<domain>/<feature>/ (domains: ${DOMAINS.join(', ')})`;
    case 'skips-index':
      return `${problem.file}: '${problem.specifier}' reaches into ${problem.feature} past its index.ts`;
    case 'not-a-feature':
      return `${problem.file}: '${problem.specifier}' names ${problem.target}, which is no feature's folder`;
    case 'two-way':
      return `${problem.features[0]} and ${problem.features[1]} import each other (${problem.examples[0]}; ${problem.examples[1]}): move what both need to src/lib or src/components, or into the feature that owns it`;
  }
}
