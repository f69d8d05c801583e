/**
 * A local stand-in for the third-party providers (Pearson, Grupo A, Target GEDWeb, ABNT,
 * Eventum), speaking the protocol of server/modules/integration/providers/client.ts on 127.0.0.1: the
 * tests and the e2e server start it, so nothing ever reaches the internet. It grants access
 * to any document but `indisponivel` (404), refuses a wrong key (403), and records what it
 * was asked.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeProvider {
  url: string;
  key: string;
  requests: { path: string; body: Record<string, unknown> | null; authorization: string | undefined }[];
  close(): Promise<void>;
}

export async function startFakeProvider(key = 'chave-de-teste'): Promise<FakeProvider> {
  const requests: FakeProvider['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => { raw += chunk; });
    req.on('end', () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        // A form posted by the browser (Pearson's login): its fields, not JSON.
        body = Object.fromEntries(new URLSearchParams(raw));
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ path: `${url.pathname}${url.search}`, body, authorization: req.headers.authorization });
      const send = (status: number, answer?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(answer === undefined ? '' : JSON.stringify(answer));
      };
      const base = `http://${req.headers.host}`;
      // The prefix names the provider: /pearson/acesso, /target/produtos…
      const [, provider, action] = url.pathname.split('/');
      if (action === 'leitor' || action === 'login') {
        // The pages the patron's browser opens (no key: the server never hands it out).
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const detail = action === 'login' ? `token ${String(body?.token ?? '')}` : url.searchParams.get('doc') ?? '';
        return res.end(`<!doctype html><html lang="pt"><title>Leitor ${provider}</title><main><h1>Leitor ${provider}</h1><p>${detail.replace(/[<>&"]/g, '')}</p></main></html>`);
      }
      if (req.headers.authorization !== `Bearer ${key}`) return send(403, { erro: 'chave' });
      if (action === 'acesso' && req.method === 'POST') {
        const documento = String(body?.documento ?? '');
        if (documento.includes('indisponivel')) return send(404, { erro: 'documento' });
        const page = `${base}/${provider}/leitor?doc=${encodeURIComponent(documento || String(body?.sessionid ?? ''))}`;
        if (provider === 'pearson') return send(200, { url: `${base}/pearson/login`, campos: { token: `tk-${body?.cpf}`, isbn: documento } });
        return send(200, { url: page });
      }
      if (action === 'produtos') {
        const termo = url.searchParams.get('termo') ?? '';
        return send(200, [
          { id: 'NBR6023', codigo: 'ABNT NBR 6023', titulo: `Informação e documentação — Referências (${termo})`, tipo: 'Norma', data_publicacao: '2018-11-14' },
          { id: 42, titulo: 'Sem código' },
          { titulo: 'Sem id: deixado de fora' },
        ]);
      }
      if (action === 'eventos') {
        return send(200, [
          { id: 'ev1', titulo: 'Semana do livro', descricao: 'Palestras', data_inicio: '2026-10-20T13:00:00Z', data_fim: null, local: 'Auditório', link: 'https://eventum.example/ev1' },
          { id: 'ev2', titulo: 'Sem data' },
        ]);
      }
      send(404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`, key, requests,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
