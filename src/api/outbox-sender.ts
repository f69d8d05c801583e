// How the page's outbox (src/lib/outbox/outbox-page.ts) reaches the server: through the app's
// API client, so an item goes with the patron's token, the `lang` header and the client's
// one refresh for every 401. main.tsx hands it to the outbox at start.
import { createSender } from '../lib/outbox/outbox-transport';
import { api } from './client';

export const sendOutboxItem = createSender(async (path, body) => {
  // The path is one of the three outbox operations of the contract (outboxRequest).
  const { data, error, response } = await api.POST(path as never, { body } as never);
  return { status: response.status, body: error ?? data };
});
