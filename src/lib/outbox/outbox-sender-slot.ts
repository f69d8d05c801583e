// Where the page's outbox finds its way to the server (outbox-page.ts): main.tsx provides
// it at start without loading the outbox's code, which a visitor's page never needs.
import type { OutboxSender } from './outbox';

let send: OutboxSender | null = null;

/** Gives the page's outbox its way to the server (main.tsx, before anything is sent). */
export function provideOutboxSender(sender: OutboxSender): void {
  send = sender;
}

export function outboxSender(): OutboxSender {
  if (!send) throw new Error('outbox: no sender provided (provideOutboxSender)');
  return send;
}
