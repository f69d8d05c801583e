/**
 * Whether a copy's loan type is one never lent (issue 35: tipo_emprestimo.nao_emprestavel,
 * the staff-managed list that replaced matching the text 'consulta local'). Every count of
 * lendable or holdable copies, here and in circulation, uses this one condition.
 */
import { sql, type SQL } from 'drizzle-orm';

/** True for a copy whose loan type (the column given, e.g. sql`e.tipo_emprestimo`) is never lent. */
export const notForLoanType = (column: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM tipo_emprestimo nfl WHERE nfl.codigo = ${column} AND nfl.nao_emprestavel)`;
