/**
 * The policy matrix as this process keeps it (issue 35: a decision in ≤ 1 ms at 1,000 rules):
 * every rule of politica_circulacao indexed by its keys, each category's own rules and the
 * loan types never lent, read in one statement and kept under the matrix's version.
 *
 * Never stale, across processes too: `politica_versao` holds a number that statement triggers
 * set from a sequence in the same transaction as any change to those three tables, whoever
 * writes (migration policy_version). A decision reads that one row in the caller's own
 * executor (its transaction, its snapshot) and uses the kept matrix only when the numbers
 * agree; else it reads the matrix again, with its version, in one statement (one snapshot).
 * A change another process commits is seen by the next decision, as a direct read would see
 * it; a change rolled back leaves a number no other state will ever have (the sequence).
 * Kept per drizzle instance (its dialect object, shared by its transactions), so two
 * databases in one process never share a matrix.
 */
import { sql } from 'drizzle-orm';
import { one, type Executor } from '../../../db/query';
import { DEFAULT_CATEGORY_RULE, type CirculationRule } from './rules';
import { pickPolicy, type PolicyKeys, type PolicyRow } from './policy';
import { policyColumns, toPolicyRow, type PolicyDbRow } from './policy-rows';

type CategoryRule = Pick<CirculationRule, 'maxSolicitacoesAbertas' | 'renovaComAtraso' | 'renovaComDebito' | 'debitoMaximo' | 'permiteDomicilio'>;

export interface PolicyMatrix {
  versao: string;
  /** Rules by their keys (ruleKey); the keys are unique (politica_circulacao_chave). */
  rules: Map<string, PolicyRow>;
  categories: Map<string, CategoryRule>;
  notForLoan: Set<string>;
}

const ruleKey = (codBiblioteca: number | null, categoria: string | null, tipoEmprestimo: string | null) =>
  JSON.stringify([codBiblioteca, categoria, tipoEmprestimo]);

const kept = new WeakMap<object, PolicyMatrix>();
/** The drizzle instance an executor belongs to (a transaction shares its database's dialect). */
const ownerOf = (ex: Executor): object | undefined => (ex as unknown as { dialect?: object }).dialect;

/** The matrix's version in the caller's snapshot (one primary-key row). */
export const versionSql = sql`(SELECT versao::text FROM politica_versao WHERE id = 1)`;

interface CategoryDbRow {
  categoria: string; max_solicitacoes_abertas: number; renova_com_atraso: boolean; renova_com_debito: boolean; debito_maximo: string | null; permite_domicilio: boolean;
}

async function readMatrix(ex: Executor): Promise<PolicyMatrix> {
  const found = (await one<{ versao: string | null; regras: PolicyDbRow[] | null; categorias: CategoryDbRow[] | null; nao_emprestaveis: string[] | null }>(ex, sql`
    SELECT ${versionSql} AS versao,
      (SELECT json_agg(p) FROM (SELECT ${policyColumns} FROM politica_circulacao) p) AS regras,
      (SELECT json_agg(r) FROM (SELECT categoria, max_solicitacoes_abertas, renova_com_atraso, renova_com_debito, debito_maximo::text, permite_domicilio
        FROM regra_circulacao) r) AS categorias,
      (SELECT array_agg(codigo) FROM tipo_emprestimo WHERE nao_emprestavel) AS nao_emprestaveis`))!;
  const rules = new Map<string, PolicyRow>();
  for (const r of (found.regras ?? []).map(toPolicyRow)) rules.set(ruleKey(r.codBiblioteca, r.categoria, r.tipoEmprestimo), r);
  const categories = new Map((found.categorias ?? []).map((c) => [c.categoria, {
    maxSolicitacoesAbertas: c.max_solicitacoes_abertas, renovaComAtraso: c.renova_com_atraso, renovaComDebito: c.renova_com_debito,
    debitoMaximo: c.debito_maximo === null ? null : Number(c.debito_maximo), permiteDomicilio: c.permite_domicilio,
  }]));
  return { versao: found.versao ?? '', rules, categories, notForLoan: new Set(found.nao_emprestaveis ?? []) };
}

/**
 * The matrix as the caller's snapshot has it: the kept one when `versao` (read by the caller
 * with versionSql, or here) is its version, else read again and kept.
 */
export async function policyMatrix(ex: Executor, versao?: string | null): Promise<PolicyMatrix> {
  const owner = ownerOf(ex);
  const current = versao ?? (await one<{ versao: string | null }>(ex, sql`SELECT ${versionSql} AS versao`))?.versao ?? null;
  const known = owner ? kept.get(owner) : undefined;
  if (known && current !== null && known.versao === current) return known;
  const matrix = await readMatrix(ex);
  // Without a version row (a database not yet migrated to it) nothing is kept.
  if (owner && matrix.versao) kept.set(owner, matrix);
  return matrix;
}

/** The rules of the matrix that match a loan: at most one per level of the precedence. */
export function candidates(matrix: PolicyMatrix, key: PolicyKeys): PolicyRow[] {
  const found: PolicyRow[] = [];
  for (const b of [key.codBiblioteca, null]) for (const c of [key.categoria, null]) for (const t of [key.tipoEmprestimo, null]) {
    const rule = matrix.rules.get(ruleKey(b, c, t));
    if (rule && !found.includes(rule)) found.push(rule);
  }
  return found;
}

/** The most specific rule of the matrix for a loan (policy.ts pickPolicy over its candidates). */
export const ruleFor = (matrix: PolicyMatrix, key: PolicyKeys): PolicyRow | null => pickPolicy(candidates(matrix, key), key);

export const categoryRuleOf = (matrix: PolicyMatrix, categoria: string | null): CategoryRule =>
  (categoria === null ? undefined : matrix.categories.get(categoria)) ?? DEFAULT_CATEGORY_RULE;
