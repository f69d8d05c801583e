/**
 * PagTesouro's API as the library's service speaks to it: the token SISGRU issued for the
 * service as a Bearer token, `POST {url}/api/gru/solicitacao-pagamento` to ask for a payment
 * (answer: idPagamento, dataCriacao, proximaUrl, situacao.codigo) and `GET
 * {url}/api/gru/pagamentos/{idPagamento}` for where it stands (situacao.codigo and .data,
 * valor, tipoPagamentoEscolhido). Errors come as a list of { codigo, descricao }.
 */
import type { PagTesouroSettings } from '../../../../config';
import type { PaymentRequestBody } from './request-body';

export interface RequestedPayment { idPagamento: string; proximaUrl: string; codigo: string }
export interface PaymentStatus { idPagamento: string; codigo: string; data: string | null; valor: number | null; tipoPagamento: string | null }

async function call(settings: PagTesouroSettings, method: 'GET' | 'POST', path: string, body?: object): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${settings.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${settings.token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try { parsed = text ? JSON.parse(text) : null; } catch { /* not JSON: kept as text for the error */ }
  return { status: res.status, body: parsed };
}

const errorsOf = (body: unknown) => (Array.isArray(body) ? body.map((e: { codigo?: string; descricao?: string }) => `${e.codigo}: ${e.descricao}`).join('; ') : '');

export async function requestPayment(settings: PagTesouroSettings, body: PaymentRequestBody): Promise<RequestedPayment> {
  const res = await call(settings, 'POST', '/api/gru/solicitacao-pagamento', body);
  const b = (res.body ?? {}) as { idPagamento?: string; proximaUrl?: string; situacao?: { codigo?: string } };
  if ((res.status !== 201 && res.status !== 200) || !b.idPagamento || !b.proximaUrl) {
    throw new Error(`PagTesouro solicitacao-pagamento: HTTP ${res.status} ${errorsOf(res.body)}`);
  }
  return { idPagamento: b.idPagamento, proximaUrl: b.proximaUrl, codigo: b.situacao?.codigo ?? 'CRIADO' };
}

/** Where a payment stands; null when PagTesouro does not know it. */
export async function paymentStatus(settings: PagTesouroSettings, idPagamento: string): Promise<PaymentStatus | null> {
  const res = await call(settings, 'GET', `/api/gru/pagamentos/${encodeURIComponent(idPagamento)}`);
  if (res.status === 404) return null;
  const b = (res.body ?? {}) as { idPagamento?: string; situacao?: { codigo?: string; data?: string }; valor?: number | string; tipoPagamentoEscolhido?: string };
  if (res.status !== 200 || !b.situacao?.codigo) throw new Error(`PagTesouro pagamentos: HTTP ${res.status} ${errorsOf(res.body)}`);
  return {
    idPagamento: b.idPagamento ?? idPagamento, codigo: b.situacao.codigo, data: b.situacao.data ?? null,
    valor: b.valor === undefined || b.valor === null ? null : Number(b.valor), tipoPagamento: b.tipoPagamentoEscolhido ?? null,
  };
}
