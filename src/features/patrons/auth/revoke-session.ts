// Ends the patron's session on the server at logout (POST /api/oauth/revoke, RFC 7009):
// the refresh token renews nothing afterwards, on this device or wherever it was copied.
// Best-effort: the logout never waits for it, and offline (or with the server away) the
// device still forgets the session at once, while the token runs out on its own.
// A plain keepalive fetch, not the API client: that would first look for a token to send
// (the session is being cleared), and the request must outlive the page, which reloads or
// leaves for the provider's logout address right after.
import type { components } from '../../../../openapi/schema.gen';
import { CLIENT_ID } from '../../../api/token-middleware';

type RevocationRequest = components['schemas']['TokenRevocationRequest'];

export function revokeSession(refreshToken: string, apiBase = '/api'): Promise<void> {
  const body: RevocationRequest = { token: refreshToken, token_type_hint: 'refresh_token', client_id: CLIENT_ID };
  try {
    return globalThis
      .fetch(`${apiBase}/oauth/revoke`, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      .then(
        () => undefined,
        () => undefined,
      );
  } catch {
    return Promise.resolve();
  }
}
