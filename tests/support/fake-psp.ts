/**
 * A fake PSP speaking the Central Bank's Pix API shape (no network beyond loopback): OAuth2
 * client credentials at /oauth/token, `PUT /cob/{txid}` (immediate charge: calendario.expiracao,
 * valor.original, chave → status ATIVA and a location), `GET /cob/{txid}` (status and the
 * pix received). `pay` settles a charge and returns the body the PSP posts to {webhookUrl}/pix.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Cob { txid: string; status: string; valor: string; chave: string; expiracao: number; location: string; pix: WebhookPix[] }
export interface WebhookPix { endToEndId: string; txid: string; valor: string; horario: string }

/** The webhook secret of the end-to-end servers' PSP: a spec posts the PSP's payment notice with it. */
export const E2E_PIX_WEBHOOK_SECRET = 'e2e-pix-webhook-secret';

export async function startFakePsp(clientId = 'biblioteca', clientSecret = 's3cret') {
  const cobs = new Map<string, Cob>();
  const calls: string[] = [];
  let token = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)); };
      const url = new URL(req.url ?? '/', 'http://psp');
      calls.push(`${req.method} ${url.pathname}`);
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || !Buffer.concat(chunks).toString().includes('grant_type=client_credentials')) return send(401, { error: 'invalid_client' });
        token = randomUUID();
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read' });
      }
      if (req.headers.authorization !== `Bearer ${token}` || !token) return send(401, { title: 'Não autorizado' });
      const match = /^\/cob\/([A-Za-z0-9]{26,35})$/.exec(url.pathname);
      if (!match) return send(404, { title: 'Não encontrado' });
      const txid = match[1];
      if (req.method === 'PUT') {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
        if (!/^\d+\.\d{2}$/.test(body?.valor?.original ?? '') || !body.chave || !body.calendario?.expiracao) return send(400, { title: 'Cobrança inválida' });
        const cob: Cob = { txid, status: 'ATIVA', valor: body.valor.original, chave: body.chave, expiracao: body.calendario.expiracao, location: `psp.example/qr/v2/${randomUUID().replace(/-/g, '')}`, pix: [] };
        cobs.set(txid, cob);
        return send(201, { txid, status: cob.status, calendario: { criacao: new Date().toISOString(), expiracao: cob.expiracao }, valor: { original: cob.valor }, chave: cob.chave, location: cob.location, revisao: 0 });
      }
      const cob = cobs.get(txid);
      if (!cob) return send(404, { title: 'Cobrança não encontrada' });
      return send(200, { txid, status: cob.status, valor: { original: cob.valor }, chave: cob.chave, location: cob.location, pix: cob.pix });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url, calls, cobs,
    settings: { url, tokenUrl: `${url}/oauth/token`, clientId, clientSecret, certPath: null, keyPath: null, caPath: null },
    /** The payer pays: the cob is CONCLUIDA and this is the webhook body the PSP sends. */
    pay(txid: string, valor?: string): { pix: WebhookPix[] } {
      const cob = cobs.get(txid);
      if (!cob) throw new Error(`no cob ${txid}`);
      const pix = { endToEndId: `E${randomUUID().replace(/-/g, '').slice(0, 31)}`, txid, valor: valor ?? cob.valor, horario: new Date().toISOString() };
      cob.status = 'CONCLUIDA';
      cob.pix.push(pix);
      return { pix: [pix] };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
