/**
 * The self-check's writes besides the desk's check-out, return and payment (which
 * server/sip2/session.ts calls as they are): renewing one loan or all of a patron's loans,
 * with the patron's own renewal rules (loans renewIn), audited with the terminal as its
 * author in the transaction of the change; and which fines a payment covers.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { isoDate, rows, transaction } from '../../../db/query';
import type { ResponseBody } from '../../../http/handlers';
import { recordAudit } from '../../platform';
import { renewIn } from '../../circulation';
import type { PatronFine } from './reads';

export async function renewForTerminal(ctx: AppContext, terminal: number, codPessoa: number, loans: number[] | 'all'): Promise<ResponseBody<'renewLoans'>> {
  return transaction(ctx, async (tx) => {
    const before = await rows<{ cod_emprestimo: number; data_devolucao_prevista: string; renovacoes: number }>(tx, sql`
      SELECT cod_emprestimo, data_devolucao_prevista::text, renovacoes FROM emprestimo WHERE cod_pessoa = ${codPessoa} AND data_devolucao IS NULL`);
    const results = await renewIn(tx, codPessoa, loans === 'all' ? [] : loans, loans === 'all');
    for (const r of results.filter((x) => x.renovado && x.emprestimo)) {
      const was = before.find((b) => b.cod_emprestimo === r.cod_emprestimo)!;
      await recordAudit(tx, {
        autor: null, terminal, acao: 'loan.renew', alvoTipo: 'emprestimo', alvoId: r.cod_emprestimo, codPessoa,
        antes: { data_devolucao_prevista: isoDate(was.data_devolucao_prevista), renovacoes: was.renovacoes },
        depois: { data_devolucao_prevista: r.emprestimo!.data_devolucao, renovacoes: r.emprestimo!.renovacoes },
      });
    }
    return results;
  });
}

/**
 * Fee paid (37): a named fine (CG, its number) or every open fine, paid in full. The amount
 * (BV) must cover what is paid: a self-check takes no partial payment (422 error.sip2-fee-amount).
 */
export function finesToPay(open: PatronFine[], feeId: string, amount: number): PatronFine[] | 'not-found' | 'short' {
  const chosen = feeId ? open.filter((f) => String(f.cod_multa) === feeId) : open;
  if (feeId && chosen.length === 0) return 'not-found';
  const due = Math.round(chosen.reduce((sum, f) => sum + f.total, 0) * 100) / 100;
  if (!Number.isFinite(amount) || amount + 0.001 < due) return 'short';
  return chosen;
}
