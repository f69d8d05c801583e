/**
 * What PagTesouro's API reads and answers, pure (no I/O): the body of `POST
 * /api/gru/solicitacao-pagamento` (codigoServico, referencia, competencia MMAAAA, vencimento
 * DDMMAAAA, cnpjCpf, nomeContribuinte, valorPrincipal as a decimal string, modoNavegacao,
 * urlRetorno, urlNotificacao) and a payment's situacao.codigo as this library's state.
 */
import { amountText } from '../money';

export interface PaymentRequestInput {
  servico: string;
  referencia: number;
  /** The library's day (YYYY-MM-DD): the competence month and the due date count from it. */
  today: string;
  dueDays: number;
  cpf: string;
  nome: string;
  cents: number;
  urlRetorno: string;
  urlNotificacao: string;
}

export interface PaymentRequestBody {
  codigoServico: string; referencia: string; competencia: string; vencimento: string; cnpjCpf: string; nomeContribuinte: string;
  valorPrincipal: string; modoNavegacao: '1' | '2'; urlRetorno: string; urlNotificacao: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayParts(iso: string): [string, string, string] {
  const m = ISO_DAY.exec(iso);
  if (!m) throw new RangeError(`not a day: ${iso}`);
  return [m[1], m[2], m[3]];
}

/** The ISO day `days` after `iso` (calendar days, no time zone involved). */
export function addDaysTo(iso: string, days: number): string {
  const [y, m, d] = dayParts(iso).map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** MMAAAA */
export const competenceOf = (iso: string) => { const [y, m] = dayParts(iso); return `${m}${y}`; };
/** DDMMAAAA */
export const dueDateOf = (iso: string) => { const [y, m, d] = dayParts(iso); return `${d}${m}${y}`; };

/** Letters only PagTesouro takes in a name: no control characters, at most 45 characters. */
const contributorName = (name: string) => name.replace(/[\p{C}]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 45);

export function paymentRequestBody(input: PaymentRequestInput): PaymentRequestBody {
  if (!Number.isInteger(input.cents) || input.cents <= 0) throw new RangeError(`amount in cents must be a positive integer: ${input.cents}`);
  return {
    codigoServico: input.servico,
    referencia: String(input.referencia),
    competencia: competenceOf(input.today),
    vencimento: dueDateOf(addDaysTo(input.today, input.dueDays)),
    cnpjCpf: input.cpf.replace(/\D/g, ''),
    nomeContribuinte: contributorName(input.nome),
    valorPrincipal: amountText(input.cents),
    // 1: PagTesouro's pages in the patron's own tab, back to urlRetorno when done.
    modoNavegacao: '1',
    urlRetorno: input.urlRetorno,
    urlNotificacao: input.urlNotificacao,
  };
}

export type PaymentState = 'aberto' | 'concluido' | 'rejeitado' | 'cancelado' | 'expirado';

/** PagTesouro's situacao.codigo as a state here: the final ones by name, anything else (CRIADO, INICIADO, SUBMETIDO…) still open. */
export function stateOf(codigo: string): PaymentState {
  switch (codigo) {
    case 'CONCLUIDO': return 'concluido';
    case 'REJEITADO': return 'rejeitado';
    case 'CANCELADO': return 'cancelado';
    case 'EXPIRADO': return 'expirado';
    default: return 'aberto';
  }
}
