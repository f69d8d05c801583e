// The server's refusal of a device another patron subscribed (422 key), declared with its
// id so the catalogs carry it; api/errors.ts translates it by key.
import { msg } from '@lingui/core/macro';

export const pushRefusals = [
  msg({
    id: 'error.push-endpoint-taken',
    message: 'Alerts on this device are turned on for another patron. They must turn them off (or log out) first.',
  }),
];
