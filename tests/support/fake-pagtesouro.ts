/**
 * A fake PagTesouro speaking its API's shape (no network beyond loopback): the service's
 * token as a Bearer token, `POST /api/gru/solicitacao-pagamento` (codigoServico, referencia,
 * competencia MMAAAA, vencimento DDMMAAAA, cnpjCpf, nomeContribuinte, valorPrincipal as a
 * decimal string, modoNavegacao 1 or 2, urlRetorno with mode 1, urlNotificacao → idPagamento,
 * dataCriacao, proximaUrl, situacao.codigo CRIADO; errors as a list of { codigo, descricao })
 * and `GET /api/gru/pagamentos/{idPagamento}` (situacao.codigo and .data, valor,
 * tipoPagamentoEscolhido). `pay` concludes a payment, `setStatus` moves it, and `notice` is
 * the notification PagTesouro posts: the path of its urlNotificacao and the body.
 *
 * With `page`, proximaUrl is the fake's own payment page (the end-to-end tests' browser goes
 * there): `GET /pagamento?idSessao=…` shows the payment and a Pay button, whose `POST
 * /pagamento/pagar` concludes it (PIX), posts the notice to its urlNotificacao as PagTesouro
 * does, and sends the browser back to its urlRetorno. With `tls` it listens over https (a
 * production server refuses PagTesouro over plain http).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export interface FakePayment {
  idPagamento: string; body: Record<string, string>; codigo: string; data: string; valor: number; tipo: string | null;
}

const REQUIRED = ['codigoServico', 'referencia', 'competencia', 'vencimento', 'cnpjCpf', 'nomeContribuinte', 'valorPrincipal'] as const;

function refusals(body: Record<string, unknown>, servico: string): { codigo: string; descricao: string }[] {
  const errors: { codigo: string; descricao: string }[] = [];
  for (const field of REQUIRED) if (typeof body[field] !== 'string' || !body[field]) errors.push({ codigo: 'C0001', descricao: `${field} obrigatório` });
  if (errors.length) return errors;
  const b = body as Record<string, string>;
  if (b.codigoServico !== servico) errors.push({ codigo: 'C0005', descricao: 'Serviço inexistente' });
  if (!/^(0[1-9]|1[0-2])\d{4}$/.test(b.competencia)) errors.push({ codigo: 'C0010', descricao: 'competencia inválida (MMAAAA)' });
  const [, d, m, y] = /^(\d{2})(\d{2})(\d{4})$/.exec(b.vencimento) ?? [];
  const due = d ? new Date(Date.UTC(+y, +m - 1, +d)) : null;
  if (!due || due.getUTCDate() !== +d || due.getUTCMonth() !== +m - 1) errors.push({ codigo: 'C0010', descricao: 'vencimento inválido (DDMMAAAA)' });
  if (!/^(\d{11}|\d{14})$/.test(b.cnpjCpf)) errors.push({ codigo: 'C0010', descricao: 'cnpjCpf inválido' });
  if (b.nomeContribuinte.length > 45) errors.push({ codigo: 'C0010', descricao: 'nomeContribuinte maior que 45' });
  if (!/^\d{1,13}\.\d{2}$/.test(b.valorPrincipal) || Number(b.valorPrincipal) <= 0) errors.push({ codigo: 'C0010', descricao: 'valorPrincipal inválido' });
  if (!/^\d{1,20}$/.test(b.referencia)) errors.push({ codigo: 'C0010', descricao: 'referencia inválida' });
  const mode = b.modoNavegacao ?? '1';
  if (mode !== '1' && mode !== '2') errors.push({ codigo: 'C0010', descricao: 'modoNavegacao inválido' });
  if (mode === '1' && !/^https?:\/\//.test(b.urlRetorno ?? '')) errors.push({ codigo: 'C0010', descricao: 'urlRetorno obrigatória com modoNavegacao 1' });
  if (b.urlNotificacao !== undefined && !/^https?:\/\//.test(b.urlNotificacao)) errors.push({ codigo: 'C0010', descricao: 'urlNotificacao inválida' });
  return errors;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** PagTesouro's page where the payer pays (the fake's): the amount, the payer and one button. */
function paymentPage(p: FakePayment): string {
  const amount = `R$ ${Number(p.body.valorPrincipal).toFixed(2).replace('.', ',')}`;
  const state = p.codigo === 'CRIADO' || p.codigo === 'INICIADO'
    ? `<form method="post" action="/pagamento/pagar"><input type="hidden" name="idSessao" value="${escapeHtml(p.idPagamento)}"><button type="submit">Pagar com PIX</button></form>`
    : `<p>Situação: ${escapeHtml(p.codigo)}</p>`;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>PagTesouro (simulado)</title></head>
<body><main><h1>PagTesouro</h1><p>Pagamento de ${amount} · ${escapeHtml(p.body.nomeContribuinte)}</p>${state}</main></body></html>`;
}

export interface FakePagTesouroOptions {
  /** proximaUrl is the fake's own payment page, where a browser pays (end-to-end tests). */
  page?: boolean;
  /** Listen over https with this key and certificate (PEM). */
  tls?: { key: string; cert: string };
}

export async function startFakePagTesouro(token = 'jwt-do-servico', servico = '12345', options: FakePagTesouroOptions = {}) {
  const payments = new Map<string, FakePayment>();
  const calls: string[] = [];
  /** When set, every call answers this status (PagTesouro down). */
  let failWith: number | null = null;
  let base = '';
  const conclude = (p: FakePayment, valor?: number) => Object.assign(p, { codigo: 'CONCLUIDO', data: new Date().toISOString(), tipo: 'PIX', ...(valor !== undefined ? { valor } : {}) });
  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)); };
      const url = new URL(req.url ?? '/', 'http://pagtesouro');
      calls.push(`${req.method} ${url.pathname}`);
      if (failWith) return send(failWith, [{ codigo: 'C0099', descricao: 'Indisponível' }]);
      // The payer's browser on PagTesouro's page: no service token there.
      if (options.page && req.method === 'GET' && url.pathname === '/pagamento') {
        const p = payments.get(url.searchParams.get('idSessao') ?? '');
        res.writeHead(p ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(p ? paymentPage(p) : '<!doctype html><title>PagTesouro</title><p>Sessão não encontrada</p>');
      }
      if (options.page && req.method === 'POST' && url.pathname === '/pagamento/pagar') {
        const p = payments.get(new URLSearchParams(Buffer.concat(chunks).toString()).get('idSessao') ?? '');
        if (!p) return send(404, [{ codigo: 'C0027', descricao: 'Pagamento não encontrado' }]);
        conclude(p);
        // PagTesouro tells the service (its urlNotificacao), then sends the payer back (urlRetorno).
        const notified = p.body.urlNotificacao
          ? fetch(p.body.urlNotificacao, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ idPagamento: p.idPagamento }) }).catch(() => undefined)
          : Promise.resolve(undefined);
        void notified.then(() => { res.writeHead(303, { location: p.body.urlRetorno }); res.end(); });
        return;
      }
      if (req.headers.authorization !== `Bearer ${token}`) return send(401, [{ codigo: 'C0015', descricao: 'Token de acesso inválido' }]);
      if (req.method === 'POST' && url.pathname === '/api/gru/solicitacao-pagamento') {
        let body: Record<string, unknown>;
        try { body = JSON.parse(Buffer.concat(chunks).toString() || '{}'); } catch { return send(400, [{ codigo: 'C0001', descricao: 'JSON inválido' }]); }
        const errors = refusals(body, servico);
        if (errors.length) return send(422, errors);
        const idPagamento = randomBytes(16).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 22);
        const now = new Date().toISOString();
        payments.set(idPagamento, { idPagamento, body: body as Record<string, string>, codigo: 'CRIADO', data: now, valor: Number(body.valorPrincipal), tipo: null });
        const proximaUrl = options.page ? `${base}/pagamento?idSessao=${idPagamento}` : `https://valpagtesouro.example/#/pagamento?idSessao=${idPagamento}`;
        return send(201, { idPagamento, dataCriacao: now, proximaUrl, situacao: { codigo: 'CRIADO' } });
      }
      const match = /^\/api\/gru\/pagamentos\/([A-Za-z0-9]{1,50})$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const p = payments.get(match[1]);
        if (!p) return send(404, [{ codigo: 'C0027', descricao: 'Pagamento não encontrado' }]);
        return send(200, {
          idPagamento: p.idPagamento, dataCriacao: p.data, situacao: { codigo: p.codigo, data: p.data }, valor: p.valor,
          tipoPagamentoEscolhido: p.tipo, nomePSP: p.tipo ? 'Banco Fictício' : null, transacaoPSP: p.tipo ? `T${p.idPagamento}` : null,
        });
      }
      return send(404, [{ codigo: 'C0000', descricao: 'Não encontrado' }]);
    });
  };
  const server = options.tls ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = url;
  const only = (id: string) => { const p = payments.get(id); if (!p) throw new Error(`no payment ${id}`); return p; };
  return {
    url, calls, payments,
    settings: { url, token, servico, dueDays: 3 },
    /** The patron paid (PIX by default): CONCLUIDO for the amount asked, or another one. */
    pay(id: string, valor?: number) { conclude(only(id), valor); },
    setStatus(id: string, codigo: string) { Object.assign(only(id), { codigo, data: new Date().toISOString() }); },
    /** The notification PagTesouro posts: the path of the payment's urlNotificacao (from /api on) and its body. */
    notice(id: string) { return { path: new URL(only(id).body.urlNotificacao).pathname, body: { idPagamento: id } }; },
    down(status: number | null) { failWith = status; },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
