/**
 * A fake PSP speaking the Central Bank's Pix API shape (no network beyond loopback): OAuth2
 * client credentials at /oauth/token, `PUT /cob/{txid}` (immediate charge: calendario.expiracao,
 * valor.original, chave → status ATIVA and a location), `PUT /cobv/{txid}` (with a due date:
 * calendario.dataDeVencimento and validadeAposVencimento, devedor with cpf and nome), `GET
 * /cob/{txid}` and `GET /cobv/{txid}` (status and the pix received; each kind only at its own path). `pay` settles a charge and returns the body the PSP posts to {webhookUrl}/pix.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Cob {
  txid: string; kind: 'cob' | 'cobv'; status: string; valor: string; chave: string; expiracao: number; location: string; pix: WebhookPix[];
  /** A cobv's calendario and devedor as sent. */
  calendario?: { dataDeVencimento: string; validadeAposVencimento: number }; devedor?: { cpf: string; nome: string };
}
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
      const match = /^\/(cob|cobv)\/([A-Za-z0-9]{26,35})$/.exec(url.pathname);
      if (!match) return send(404, { title: 'Não encontrado' });
      const kind = match[1] as Cob['kind'];
      const txid = match[2];
      if (req.method === 'PUT') {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
        if (!/^\d+\.\d{2}$/.test(body?.valor?.original ?? '') || !body.chave) return send(400, { title: 'Cobrança inválida' });
        const location = `psp.example/qr/v2/${kind === 'cobv' ? 'cobv/' : ''}${randomUUID().replace(/-/g, '')}`;
        let cob: Cob;
        if (kind === 'cob') {
          if (!body.calendario?.expiracao) return send(400, { title: 'Cobrança inválida' });
          cob = { txid, kind, status: 'ATIVA', valor: body.valor.original, chave: body.chave, expiracao: body.calendario.expiracao, location, pix: [] };
        } else {
          const { dataDeVencimento, validadeAposVencimento = 30 } = body.calendario ?? {};
          if (!/^\d{4}-\d{2}-\d{2}$/.test(dataDeVencimento ?? '') || !Number.isInteger(validadeAposVencimento) || validadeAposVencimento < 0
            || !/^\d{11}$/.test(body.devedor?.cpf ?? '') || !body.devedor?.nome) return send(400, { title: 'Cobrança com vencimento inválida' });
          cob = {
            txid, kind, status: 'ATIVA', valor: body.valor.original, chave: body.chave, expiracao: 0, location, pix: [],
            calendario: { dataDeVencimento, validadeAposVencimento }, devedor: { cpf: body.devedor.cpf, nome: body.devedor.nome },
          };
        }
        cobs.set(txid, cob);
        const calendario = kind === 'cob' ? { criacao: new Date().toISOString(), expiracao: cob.expiracao } : { criacao: new Date().toISOString(), ...cob.calendario };
        return send(201, { txid, status: cob.status, calendario, ...(cob.devedor ? { devedor: cob.devedor } : {}), valor: { original: cob.valor }, chave: cob.chave, loc: { location }, location, revisao: 0 });
      }
      const cob = cobs.get(txid);
      if (!cob || cob.kind !== kind) return send(404, { title: 'Cobrança não encontrada' });
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
