/**
 * The server's import graph, read with the TypeScript compiler (docs/architecture.md "Imports
 * between rooms"), and the two rules lint cannot state:
 *
 * - no two-way pair: when module A imports module B (a folder server/modules/<domain>/<module>),
 *   B never imports A, type-only imports and tests included; the same between the server's
 *   rooms (server/<room>/, server/<file>.ts), value imports only there, since the rooms'
 *   shared types (context.ts's AppContext, http's caller types) are meant to be read both ways;
 * - the domains stand in one order, bottom first (DOMAIN_ORDER): a module imports only its own
 *   domain and the domains below it, so no two domains use each other even through a third
 *   module (platform stands on nothing; staff, the top, may use every other);
 * - a module meets another domain only through that domain's index.ts, and the rooms outside
 *   server/modules meet a module only through its domain's index.ts (the handler table,
 *   server/modules/index.ts, excepted: it spreads every module's routes).
 *
 * An import of a domain's index.ts counts as an import of the modules that index re-exports
 * the imported names from, so a pair hidden behind two indexes is still a pair.
 * scripts/module-graph.test.ts runs it on the tree and on fixtures that break each rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Repository path → source text. */
export type SourceTree = Map<string, string>;

interface Import { spec: string; names: string[] | 'all'; typeOnly: boolean }

/**
 * The domains, bottom first. Platform: the institution, audit, alerts and push, the staff queue
 * registry. Catalogue: titles and copies. Circulation: loans, holds, debts, the desk. Patrons:
 * a patron's account and requests. Integration: SIP2, OAI, harvest, providers. Staff: the
 * workspace over all of them.
 */
export const DOMAIN_ORDER = ['platform', 'catalogue', 'circulation', 'patrons', 'integration', 'staff'] as const;

const DOMAIN_INDEX = /^server\/modules\/([^/]+)\/index\.ts$/;
const MODULE_FILE = /^server\/modules\/([^/]+)\/([^/]+)\//;

/** Every .ts file under `dir` (a repository path), read from disk. */
export function readTree(root: string, dir = 'server'): SourceTree {
  const tree: SourceTree = new Map();
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) tree.set(child, fs.readFileSync(path.join(root, child), 'utf8'));
    }
  };
  walk(dir);
  return tree;
}

const parsed = new Map<string, Import[]>();
/** The relative imports of one file: static, export … from, import(), typeof import() (parsed once per text). */
function importsOf(file: string, text: string): Import[] {
  const key = `${file}\n${text}`;
  const known = parsed.get(key);
  if (known) return known;
  const imports = parseImports(file, text);
  parsed.set(key, imports);
  return imports;
}
function parseImports(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const named = bindings && ts.isNamedImports(bindings) ? bindings.elements : undefined;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      found.push({
        spec: node.moduleSpecifier.text,
        names: named && !clause?.name ? named.map((e) => (e.propertyName ?? e.name).text) : 'all',
        typeOnly,
      });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const named = clause && ts.isNamedExports(clause) ? clause.elements : undefined;
      found.push({
        spec: node.moduleSpecifier.text,
        names: named ? named.map((e) => (e.propertyName ?? e.name).text) : 'all',
        typeOnly: node.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly)),
      });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ spec: node.arguments[0].text, names: 'all', typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ spec: node.argument.literal.text, names: 'all', typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((i) => i.spec.startsWith('./') || i.spec.startsWith('../'));
}

function resolve(tree: SourceTree, from: string, spec: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const candidate of [base, `${base}.ts`, `${base}.mts`, `${base}/index.ts`]) if (tree.has(candidate)) return candidate;
  return null;
}

/** The graph's node of a file: a module (`circulation/desk`), a domain's index, the handler table, or a room of the server. */
export function nodeOf(file: string): string {
  const module = MODULE_FILE.exec(file);
  if (module) return `${module[1]}/${module[2]}`;
  const index = DOMAIN_INDEX.exec(file);
  if (index) return `${index[1]} (index)`;
  if (file === 'server/modules/index.ts') return 'modules (handlers)';
  const [, room] = file.split('/');
  return room;
}
const isModule = (node: string) => /^[^/ ]+\/[^/]+$/.test(node);

/** What a domain's index.ts re-exports, by exported name: the module it comes from. */
function reexports(tree: SourceTree, indexFile: string): Map<string, string> {
  const out = new Map<string, string>();
  const source = ts.createSourceFile(indexFile, tree.get(indexFile) ?? '', ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = resolve(tree, indexFile, statement.moduleSpecifier.text);
    if (!target) continue;
    const clause = statement.exportClause;
    if (clause && ts.isNamedExports(clause)) for (const e of clause.elements) out.set(e.name.text, nodeOf(target));
    else out.set(`*${target}`, nodeOf(target));
  }
  return out;
}

export interface Edge { from: string; to: string; file: string; typeOnly: boolean }

/** Every import between two nodes; an import of a domain's index.ts goes to the modules its names come from. */
export function edgesOf(tree: SourceTree): Edge[] {
  const edges: Edge[] = [];
  const indexes = new Map<string, Map<string, string>>();
  for (const [file, text] of tree) {
    const from = nodeOf(file);
    for (const imp of importsOf(file, text)) {
      const target = resolve(tree, file, imp.spec);
      if (!target) continue;
      let targets = [nodeOf(target)];
      if (DOMAIN_INDEX.test(target) && !DOMAIN_INDEX.test(file)) {
        const names = indexes.get(target) ?? indexes.set(target, reexports(tree, target)).get(target)!;
        const all = [...new Set(names.values())];
        targets = imp.names === 'all' ? all : [...new Set(imp.names.map((n) => names.get(n)).filter((n): n is string => !!n))];
        if (!targets.length) targets = all;
      }
      for (const to of targets) if (to !== from) edges.push({ from, to, file, typeOnly: imp.typeOnly });
    }
  }
  return edges;
}

/** The broken rules, one line each ([] when the graph keeps them). */
export function graphProblems(tree: SourceTree, order: readonly string[] = DOMAIN_ORDER): string[] {
  const problems: string[] = [];
  const edges = edgesOf(tree);
  // The domains' order: an import between two ordered domains goes down, never up.
  const upward = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!isModule(e.from) || !isModule(e.to)) continue;
    const [a, b] = [e.from.split('/')[0], e.to.split('/')[0]];
    if (a === b || !order.includes(a) || !order.includes(b) || order.indexOf(b) < order.indexOf(a)) continue;
    const key = `${e.from} -> ${e.to}`;
    upward.set(key, (upward.get(key) ?? new Set()).add(e.file));
  }
  for (const [key, files] of upward) {
    const [a, b] = key.split(' -> ');
    problems.push(`${key}: ${b.split('/')[0]} stands above ${a.split('/')[0]} (${order.join(' < ')}); imported in ${[...files].join(', ')}`);
  }
  // Two-way pairs.
  const counted = edges.filter((e) => !DOMAIN_INDEX.test(e.file) && (isModule(e.from) && isModule(e.to) ? true : !e.typeOnly));
  const byPair = new Map<string, Edge[]>();
  for (const e of counted) {
    const key = `${e.from} -> ${e.to}`;
    byPair.set(key, [...(byPair.get(key) ?? []), e]);
  }
  for (const [key, list] of byPair) {
    const [a, b] = key.split(' -> ');
    const back = byPair.get(`${b} -> ${a}`);
    if (a < b && back) {
      problems.push(`two-way pair ${a} <-> ${b}: ${[...new Set(list.map((e) => e.file))].join(', ')} and back ${[...new Set(back.map((e) => e.file))].join(', ')}`);
    }
  }
  // Cross-domain imports go through the other domain's index.ts.
  for (const [file, text] of tree) {
    if (file === 'server/modules/index.ts' || DOMAIN_INDEX.test(file)) continue;
    const here = MODULE_FILE.exec(file);
    for (const imp of importsOf(file, text)) {
      const target = resolve(tree, file, imp.spec);
      const there = target && MODULE_FILE.exec(target);
      if (!there) continue;
      if (!here) problems.push(`${file} imports ${target}: outside server/modules, import the domain's index.ts (server/modules/${there[1]})`);
      else if (here[1] !== there[1]) problems.push(`${file} imports ${target}: another domain is met through server/modules/${there[1]}/index.ts`);
      else if (here[2] !== there[2] && target !== `server/modules/${there[1]}/${there[2]}/index.ts`) {
        problems.push(`${file} imports ${target}: another module is met through its index.ts (server/modules/${there[1]}/${there[2]})`);
      }
    }
  }
  return problems;
}
