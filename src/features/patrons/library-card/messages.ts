// The server's refusals about the card's wallet passes (422 keys), declared with their ids so
// the catalogs carry them; the central handler (api/errors.ts) translates them by key.
import { msg } from '@lingui/core/macro';

export const walletRefusals = [
  msg({ id: 'error.wallet-not-configured', message: 'The library card cannot be added to this wallet yet.' }),
];
