/**
 * Google Wallet's REST API for a pass already saved: an OAuth2 access token from the service
 * account (the JWT bearer grant, RFC 7523, scope wallet_object.issuer), then
 * `PATCH {api}/genericObject/{issuer}.{serial}` with the object as it is now. Google answers
 * 404 for an object nobody saved (the save link inserts it only when the patron saves).
 */
import { importPKCS8, SignJWT } from 'jose';
import { GOOGLE_TOKEN_URL, GOOGLE_WALLET_API_URL, type WalletSettings } from '../../../config';
import type { CardContent, PassRow } from './card';
import { genericObject } from './google-pass';

type GoogleSettings = NonNullable<WalletSettings['google']>;

export const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const TIMEOUT_MS = 10_000;

/** The access token, or null when the token endpoint refused or was not reached. */
export async function googleAccessToken(google: GoogleSettings): Promise<string | null> {
  const tokenUrl = google.tokenUrl ?? GOOGLE_TOKEN_URL;
  const assertion = await new SignJWT({ scope: WALLET_SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.serviceAccountEmail)
    .setAudience(tokenUrl)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importPKCS8(google.privateKey, 'RS256'));
  try {
    const res = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const token = ((await res.json()) as { access_token?: unknown }).access_token;
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}

/** The PATCH's status (0 when no answer came). */
export async function patchGenericObject(google: GoogleSettings, accessToken: string, pass: PassRow, card: CardContent): Promise<number> {
  const object = genericObject(google, pass, card);
  try {
    const res = await fetch(`${google.apiUrl ?? GOOGLE_WALLET_API_URL}/genericObject/${encodeURIComponent(object.id)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(object),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}
