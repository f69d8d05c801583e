/**
 * The library's PSP, spoken to as the Central Bank's Pix API specifies: an OAuth2 token by
 * client credentials, `PUT /cob/{txid}` for an immediate charge, `PUT /cobv/{txid}` for one
 * with a due date, and `GET /cob/{txid}` or `GET /cobv/{txid}` for where it stands; mTLS with the library's certificate when its paths are set (PSPs require
 * it in production). The token is kept until shortly before it expires.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { PixSettings } from '../../../../config';

type Psp = NonNullable<PixSettings['psp']>;

export interface PspCharge {
  status: string;
  /** The payload location (without scheme in the BR Code). */
  location: string | null;
  pixCopiaECola: string | null;
  pix: { endToEndId: string; txid?: string; valor: string; horario: string }[];
}

interface Answer { status: number; body: unknown }

function agentFor(psp: Psp): https.Agent | undefined {
  if (!psp.url.startsWith('https:')) return undefined;
  const file = (p: string | null) => (p ? readFileSync(p) : undefined);
  return new https.Agent({ cert: file(psp.certPath), key: file(psp.keyPath), ca: file(psp.caPath), keepAlive: true });
}

const agents = new WeakMap<Psp, https.Agent | undefined>();
const tokens = new WeakMap<Psp, { token: string; until: number }>();

function call(psp: Psp, method: string, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  if (!agents.has(psp)) agents.set(psp, agentFor(psp));
  const target = new URL(url);
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(target, { method, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) }, agent: agents.get(psp), timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try { parsed = text ? JSON.parse(text) : null; } catch { /* not JSON: kept as text for the error */ }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`PSP ${method} ${target.pathname} timed out`)));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

async function token(psp: Psp): Promise<string> {
  const kept = tokens.get(psp);
  if (kept && kept.until > Date.now()) return kept.token;
  const basic = Buffer.from(`${psp.clientId}:${psp.clientSecret}`).toString('base64');
  const res = await call(psp, 'POST', psp.tokenUrl, { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    'grant_type=client_credentials');
  const body = res.body as { access_token?: string; expires_in?: number } | null;
  if (res.status !== 200 || !body?.access_token) throw new Error(`PSP token: HTTP ${res.status}`);
  tokens.set(psp, { token: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 300) - 30) * 1000 });
  return body.access_token;
}

async function api(psp: Psp, method: string, path: string, body?: object): Promise<Answer> {
  const headers = { authorization: `Bearer ${await token(psp)}`, 'content-type': 'application/json' };
  let res = await call(psp, method, `${psp.url}${path}`, headers, body ? JSON.stringify(body) : undefined);
  if (res.status === 401) {
    tokens.delete(psp);
    res = await call(psp, method, `${psp.url}${path}`, { ...headers, authorization: `Bearer ${await token(psp)}` }, body ? JSON.stringify(body) : undefined);
  }
  return res;
}

function toCharge(body: unknown): PspCharge {
  const b = (body ?? {}) as { status?: string; location?: string; loc?: { location?: string }; pixCopiaECola?: string; pix?: PspCharge['pix'] };
  return { status: b.status ?? '', location: b.location ?? b.loc?.location ?? null, pixCopiaECola: b.pixCopiaECola ?? null, pix: b.pix ?? [] };
}

export async function createCob(psp: Psp, txid: string, charge: { valor: string; chave: string; expiracao: number; solicitacao: string }): Promise<PspCharge> {
  const res = await api(psp, 'PUT', `/cob/${txid}`, {
    calendario: { expiracao: charge.expiracao }, valor: { original: charge.valor }, chave: charge.chave,
    solicitacaoPagador: charge.solicitacao.slice(0, 140),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`PSP PUT /cob: HTTP ${res.status}`);
  return toCharge(res.body);
}

/**
 * A charge with a due date (`cobv`): calendario.dataDeVencimento (YYYY-MM-DD) and
 * validadeAposVencimento (days it may still be paid after), the payer (devedor: cpf, nome).
 */
export async function createCobv(psp: Psp, txid: string, charge: {
  valor: string; chave: string; vencimento: string; validadeAposVencimento: number; devedor: { cpf: string; nome: string }; solicitacao: string;
}): Promise<PspCharge> {
  const res = await api(psp, 'PUT', `/cobv/${txid}`, {
    calendario: { dataDeVencimento: charge.vencimento, validadeAposVencimento: charge.validadeAposVencimento },
    devedor: { cpf: charge.devedor.cpf, nome: charge.devedor.nome.slice(0, 200) },
    valor: { original: charge.valor }, chave: charge.chave, solicitacaoPagador: charge.solicitacao.slice(0, 140),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`PSP PUT /cobv: HTTP ${res.status}`);
  return toCharge(res.body);
}

/** Where a charge stands at the PSP (`kind` cob or cobv); null when the PSP does not know it. */
export async function getCharge(psp: Psp, kind: 'cob' | 'cobv', txid: string): Promise<PspCharge | null> {
  const res = await api(psp, 'GET', `/${kind}/${txid}`);
  if (res.status === 404) return null;
  if (res.status !== 200) throw new Error(`PSP GET /${kind}: HTTP ${res.status}`);
  return toCharge(res.body);
}
