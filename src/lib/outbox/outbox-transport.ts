// How an outbox item goes on the wire, shared by the page and the service worker: its
// contract path and body (with the item's id as chave_cliente, so a resend is recognised),
// and what an answer means for the item. Any fetch that adds the bearer token will do.
import type { OutboxRecord } from '../storage/db';
import type { OutboxSender, SendOutcome } from './outbox';

export interface OutboxRequest {
  path: string;
  body: Record<string, unknown>;
}

export function outboxRequest(record: OutboxRecord): OutboxRequest {
  const body = { ...record.body, chave_cliente: record.id };
  switch (record.kind) {
    case 'general-comment':
      return { path: '/unidade-informacao/comentario', body };
    case 'suggestion':
      return { path: '/unidade-informacao/sugestao-aquisicao', body };
    case 'title-comment':
      return { path: `/comentarios/acervo/${record.codAcervo}`, body };
  }
}

/**
 * 2xx: sent. 401 (the session could not be renewed), 408, 429 and 5xx: not now, the item
 * waits. Any other refusal (422 rules, 403, 404, 400) will not change by resending: failed,
 * with the server's message (a 422's message is a translation key).
 */
export function outcomeOf(status: number, body: unknown): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return { kind: 'retry' };
  const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message : `HTTP ${status}`;
  return { kind: 'refused', message };
}

export interface Answer {
  status: number;
  body: unknown;
}

/** A sender over `post(path, body)` (an /api path), which resolves with the answer or throws when nothing answered. */
export function createSender(post: (path: string, body: Record<string, unknown>) => Promise<Answer>): OutboxSender {
  return async (record) => {
    const { path, body } = outboxRequest(record);
    try {
      const answer = await post(path, body);
      return outcomeOf(answer.status, answer.body);
    } catch {
      // Offline, or the session could not be renewed: the item waits for the next chance.
      return { kind: 'retry' };
    }
  };
}
