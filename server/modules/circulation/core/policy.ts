/**
 * The circulation policy matrix's precedence (issue 35), pure: of the rules whose keys
 * (library, patron category, loan type; null is "any") match a loan, the most specific one
 * applies, Koha's order: library before category before type —
 *
 *   library+category+type, library+category+any, library+any+type, library+any+any,
 *   any+category+type, any+category+any, any+any+type, any+any+any.
 *
 * store.ts `resolvePolicy` reads the candidates and asks `pickPolicy`; nothing else decides.
 */

/** A row of politica_circulacao: its keys (null: any) and the loan rules it sets. */
export interface PolicyKeys {
  codBiblioteca: number | null;
  categoria: string | null;
  tipoEmprestimo: string | null;
}

export interface LoanPolicy {
  /** 'dias': due at the library's day; 'horas': due at the end of the hour, or at closing time. */
  unidade: 'dias' | 'horas';
  prazo: number;
  /** Most open loans of this loan type (null: no limit of its own). */
  maxEmprestimosTipo: number | null;
  maxEmprestimos: number;
  maxRenovacoes: number;
  /** R$ per unit late (a day, or an hour for an hourly loan). */
  multa: number;
  diasSuspensaoPorDia: number;
  permiteReserva: boolean;
  diasRetiradaReserva: number;
  naoEmprestavel: boolean;
}

export interface PolicyRow extends PolicyKeys, LoanPolicy { id: number }

/** Used when the matrix has no rule at all that matches (its any+any+any row was removed). */
export const DEFAULT_POLICY: LoanPolicy = {
  unidade: 'dias', prazo: 14, maxEmprestimosTipo: null, maxEmprestimos: 5, maxRenovacoes: 3, multa: 1.5, diasSuspensaoPorDia: 0,
  permiteReserva: true, diasRetiradaReserva: 3, naoEmprestavel: false,
};

/** The place of a rule in the precedence: higher is more specific (7 = library+category+type, 0 = any+any+any). */
export const specificity = (k: PolicyKeys): number =>
  (k.codBiblioteca !== null ? 4 : 0) + (k.categoria !== null ? 2 : 0) + (k.tipoEmprestimo !== null ? 1 : 0);

const matches = (rule: PolicyKeys, loan: PolicyKeys): boolean =>
  (rule.codBiblioteca === null || rule.codBiblioteca === loan.codBiblioteca)
  && (rule.categoria === null || rule.categoria === loan.categoria)
  && (rule.tipoEmprestimo === null || rule.tipoEmprestimo === loan.tipoEmprestimo);

/** The rule that applies to a loan of this library, category and type, or null when none matches. */
export function pickPolicy<R extends PolicyKeys>(rules: readonly R[], loan: PolicyKeys): R | null {
  let best: R | null = null;
  let bestRank = -1;
  for (const rule of rules) {
    if (!matches(rule, loan)) continue;
    const rank = specificity(rule);
    if (rank > bestRank) { best = rule; bestRank = rank; }
  }
  return best;
}
