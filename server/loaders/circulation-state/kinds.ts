/**
 * The columns of the circulation-state files (issue 35 item 2), one kind per file, and the
 * presets naming the columns an old system's export uses. docs/manual/data.md documents them
 * and where the Koha names come from (its database schema, installer/data/mysql/kohastructure.sql).
 */
import type { FieldSpec } from '../csv';

/** A patron: their login (matrícula) or their library card's barcode. */
const patron = { aliases: ['usuario', 'login', 'matricula', 'cartao', 'card', 'cardnumber', 'codigo_usuario'], required: true };
const barcode = { aliases: ['codigo_barras', 'exemplar', 'item_barcode', 'tombo'] };
/** The old system's own id of the row: when given, a second load finds the row by it. */
const id = { aliases: ['id', 'codigo'] };
const library = { aliases: ['biblioteca', 'cod_biblioteca', 'branchcode'] };

export const CIRCULATION_KINDS = {
  loans: {
    patron, barcode: { ...barcode, required: true }, id,
    loan_date: { aliases: ['data_emprestimo', 'issuedate', 'emprestado_em'], required: true },
    due_date: { aliases: ['data_devolucao_prevista', 'data_prevista', 'date_due', 'vencimento'], required: true },
    renewals: { aliases: ['renovacoes', 'renewals_count'] },
  },
  holds: {
    patron, barcode, id, library,
    title: { aliases: ['titulo', 'numero_controle', 'controle', 'control_number', 'biblionumber'] },
    hold_date: { aliases: ['data_reserva', 'reservedate'], required: true },
    position: { aliases: ['posicao', 'posicao_fila', 'priority'] },
    status: { aliases: ['situacao', 'found'] },
    shelf_date: { aliases: ['data_liberacao', 'waitingdate'] },
    pickup_deadline: { aliases: ['data_limite', 'data_limite_retirada', 'expirationdate'] },
  },
  fines: {
    patron, id, library,
    amount: { aliases: ['valor', 'valor_multa'], required: true },
    outstanding: { aliases: ['saldo', 'valor_em_aberto', 'amountoutstanding'] },
    paid: { aliases: ['pago', 'valor_pago'] },
    reason: { aliases: ['motivo', 'descricao', 'description'], required: true },
    type: { aliases: ['tipo', 'tipo_servico', 'debit_type_code', 'accounttype'] },
    date: { aliases: ['data', 'data_multa'] },
  },
  suspensions: {
    patron, id, library,
    start: { aliases: ['inicio', 'data_inicio', 'created'] },
    end: { aliases: ['fim', 'data_fim', 'expiration'], required: true },
    reason: { aliases: ['motivo', 'comment'] },
  },
  history: {
    patron, barcode: { ...barcode, required: true }, id,
    loan_date: { aliases: ['data_emprestimo', 'issuedate'], required: true },
    due_date: { aliases: ['data_devolucao_prevista', 'data_prevista', 'date_due'], required: true },
    return_date: { aliases: ['data_devolucao', 'returndate'], required: true },
    renewals: { aliases: ['renovacoes', 'renewals_count'] },
  },
} satisfies Record<string, Record<string, FieldSpec>>;

export type CirculationKind = keyof typeof CIRCULATION_KINDS;
export const CIRCULATION_KIND_NAMES = Object.keys(CIRCULATION_KINDS) as CirculationKind[];

/**
 * Koha: the columns of a report over its tables (issues, reserves, accountlines,
 * borrower_debarments, old_issues) joined to borrowers.cardnumber and items.barcode, as
 * kohastructure.sql names them. `renewals_count` was `renewals` before Koha 22.11 (the alias
 * finds either); accountlines' type is `debit_type_code` since 19.11 (`accounttype` before).
 */
const KOHA: Record<CirculationKind, Record<string, string>> = {
  loans: { patron: 'cardnumber', barcode: 'barcode', id: 'issue_id', loan_date: 'issuedate', due_date: 'date_due' },
  holds: {
    patron: 'cardnumber', barcode: 'barcode', id: 'reserve_id', library: 'branchcode', title: 'biblionumber', hold_date: 'reservedate',
    position: 'priority', status: 'found', shelf_date: 'waitingdate', pickup_deadline: 'expirationdate',
  },
  fines: { patron: 'cardnumber', id: 'accountlines_id', library: 'branchcode', amount: 'amount', outstanding: 'amountoutstanding', reason: 'description', date: 'date' },
  suspensions: { patron: 'cardnumber', id: 'borrower_debarment_id', start: 'created', end: 'expiration', reason: 'comment' },
  history: { patron: 'cardnumber', barcode: 'barcode', id: 'issue_id', loan_date: 'issuedate', due_date: 'date_due', return_date: 'returndate' },
};

export const CIRCULATION_PRESETS: Record<string, Record<CirculationKind, Record<string, string>>> = { koha: KOHA };

/** The column mapping of a load: the preset's names, then the ones given with --map over them. */
export function circulationMapping(kind: CirculationKind, preset: string | undefined, mapping: Record<string, string>): Record<string, string> {
  if (preset !== undefined && !(preset in CIRCULATION_PRESETS)) throw new Error(`unknown preset "${preset}" (presets: ${Object.keys(CIRCULATION_PRESETS).join(', ')})`);
  return { ...(preset ? CIRCULATION_PRESETS[preset][kind] : {}), ...mapping };
}
