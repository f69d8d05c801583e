/**
 * A loan as every circulation answer shows it: the row a loan query selects (loanSelect, with
 * its title, copy, library and whether another patron holds the title) and the contract's
 * Loan made of it. Shared by the patron's loans and the core's checkout.
 */
import { sql } from 'drizzle-orm';
import type { ResponseBody } from '../../../http/handlers';
import { isoDate } from '../../../db/query';
import { OPEN_HOLD_ROWS } from './states';
import { dueMove } from './due-move';

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
  /** Where the due moment fell before the calendar moved it (null: it did not move). */
  vencimento_original?: string | null;
  /** The closed days on record between that moment and the due day. */
  fechados?: { data: string; descricao: string }[] | null;
}

export const loanSelect = sql`
  SELECT m.cod_emprestimo, m.cod_pessoa, e.cod_acervo, a.titulo, a.autor, m.data_emprestimo::text, m.data_devolucao_prevista::text AS data_devolucao,
    to_char(m.hora_devolucao_prevista, 'HH24:MI') AS hora_devolucao,
    (m.hora_devolucao_prevista IS NOT NULL AND m.data_devolucao_prevista = current_date AND m.hora_devolucao_prevista < localtime) AS hora_vencida,
    m.data_devolucao::text AS data_devolucao_efetiva, m.renovacoes, m.limite_renovacoes, e.cod_biblioteca, b.desc_biblioteca,
    e.cod_exemplar, e.volume, e.tomo, e.parte, e.material_adicional, e.localizacao, e.tipo_emprestimo, m.vencimento_original,
    (SELECT json_agg(json_build_object('data', d.data::text, 'descricao', d.descricao) ORDER BY d.data) FROM dia_fechado d
      WHERE m.vencimento_original IS NOT NULL AND d.data >= left(m.vencimento_original, 10)::date AND d.data < m.data_devolucao_prevista
        AND (d.cod_biblioteca IS NULL OR d.cod_biblioteca = e.cod_biblioteca)) AS fechados,
    EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo AND r.situacao IN ${OPEN_HOLD_ROWS} AND r.cod_pessoa <> m.cod_pessoa) AS reservado
  FROM emprestimo m JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar JOIN acervo a ON a.cod_acervo = e.cod_acervo
  JOIN biblioteca b ON b.cod_biblioteca = e.cod_biblioteca`;

export const toLoan = (r: LoanRow, day: string): Loan => withMove(r, {
  cod_emprestimo: r.cod_emprestimo, cod_acervo: r.cod_acervo, titulo: r.titulo, data_emprestimo: isoDate(r.data_emprestimo)!,
  data_devolucao: isoDate(r.data_devolucao)!, renovacoes: r.renovacoes, limite_renovacoes: r.limite_renovacoes,
  cod_biblioteca: r.cod_biblioteca, desc_biblioteca: r.desc_biblioteca, atrasado: r.data_devolucao < day || (r.hora_vencida ?? false),
  ...(r.hora_devolucao ? { hora_devolucao: r.hora_devolucao } : {}),
});

/** A moved due date says why (issue 35 item 6). */
function withMove(r: LoanRow, loan: Loan): Loan {
  const move = dueMove(r.vencimento_original ?? null, { day: isoDate(r.data_devolucao)!, time: r.hora_devolucao }, r.fechados ?? []);
  return move ? { ...loan, prazo_movido: move } : loan;
}
