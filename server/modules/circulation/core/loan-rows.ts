/**
 * A loan as every circulation answer shows it: the row a loan query selects (loanSelect, with
 * its title, copy, library and whether another patron holds the title) and the contract's
 * Loan made of it. Shared by the patron's loans and the core's checkout.
 */
import { sql } from 'drizzle-orm';
import type { ResponseBody } from '../../../http/handlers';
import { isoDate } from '../../../db/query';
import { OPEN_HOLD_ROWS } from './states';

type PendingLoan = ResponseBody<'listPendingLoans'>[number];
export type Loan = Omit<PendingLoan, 'detalhes'>;

export interface LoanRow {
  cod_emprestimo: number; cod_pessoa: number; cod_acervo: number; titulo: string; autor: string | null;
  data_emprestimo: string; data_devolucao: string; data_devolucao_efetiva: string | null;
  renovacoes: number; limite_renovacoes: number; cod_biblioteca: number; desc_biblioteca: string;
  cod_exemplar: number; volume: string | null; tomo: string | null; parte: string | null; material_adicional: string | null;
  localizacao: string | null; tipo_emprestimo: string; reservado: boolean;
  /** An hourly loan's due time ('HH:MM'), null for a day loan. */
  hora_devolucao: string | null;
  /** An hourly loan due today whose time has passed. */
  hora_vencida: boolean;
}

export const loanSelect = sql`
  SELECT m.cod_emprestimo, m.cod_pessoa, e.cod_acervo, a.titulo, a.autor, m.data_emprestimo::text, m.data_devolucao_prevista::text AS data_devolucao,
    to_char(m.hora_devolucao_prevista, 'HH24:MI') AS hora_devolucao,
    (m.hora_devolucao_prevista IS NOT NULL AND m.data_devolucao_prevista = current_date AND m.hora_devolucao_prevista < localtime) AS hora_vencida,
    m.data_devolucao::text AS data_devolucao_efetiva, m.renovacoes, m.limite_renovacoes, e.cod_biblioteca, b.desc_biblioteca,
    e.cod_exemplar, e.volume, e.tomo, e.parte, e.material_adicional, e.localizacao, e.tipo_emprestimo,
    EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo AND r.situacao IN ${OPEN_HOLD_ROWS} AND r.cod_pessoa <> m.cod_pessoa) AS reservado
  FROM emprestimo m JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar JOIN acervo a ON a.cod_acervo = e.cod_acervo
  JOIN biblioteca b ON b.cod_biblioteca = e.cod_biblioteca`;

export const toLoan = (r: LoanRow, day: string): Loan => ({
  cod_emprestimo: r.cod_emprestimo, cod_acervo: r.cod_acervo, titulo: r.titulo, data_emprestimo: isoDate(r.data_emprestimo)!,
  data_devolucao: isoDate(r.data_devolucao)!, renovacoes: r.renovacoes, limite_renovacoes: r.limite_renovacoes,
  cod_biblioteca: r.cod_biblioteca, desc_biblioteca: r.desc_biblioteca, atrasado: r.data_devolucao < day || (r.hora_vencida ?? false),
  ...(r.hora_devolucao ? { hora_devolucao: r.hora_devolucao } : {}),
});
