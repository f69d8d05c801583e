// The login flow of spec §4: credentials → user token → user data. A blocked person
// (bloqueio) is refused as error 430. With "remember me" the session is kept across
// browser sessions, otherwise for this one only.
import { api } from '../../api/client';
import { ApiError, unwrap } from '../../api/errors';
import { CLIENT_ID, toCredentials } from '../../api/token-middleware';
import { session, type SsoKind } from '../../lib/session';
import type { TokenResponse } from '../../api/types';

export const BLOCKED_MESSAGE = 'ACESSO_BLOQUEADO';

export interface LoginInput {
  username: string;
  password: string;
  remember: boolean;
}

export async function logIn({ username, password, remember }: LoginInput): Promise<void> {
  const answer = await unwrap(
    api.POST('/oauth/token', {
      body: { grant_type: 'password', client_id: CLIENT_ID, username: username.trim(), password },
    }),
  );
  await completeLogin(answer, remember);
}

/**
 * The rest of the §4 flow once a user token is granted (by the password grant, a login
 * switch or an external sign-in): user data, the blocked check, then the session.
 */
export async function completeLogin(answer: TokenResponse, remember: boolean, sso: SsoKind | false = false): Promise<void> {
  const credentials = toCredentials(answer, false);
  const previous = session.get();
  // The user data call must carry the new user token.
  session.setCredentials(credentials);
  try {
    const data = await unwrap(api.GET('/pessoas'));
    if (data.bloqueio) throw new ApiError(430, BLOCKED_MESSAGE);
    const { login, cod_pessoa, nome } = data.user;
    session.signIn({ credentials, user: { login, cod_pessoa, nome }, authPermissions: data.authPermissions, sso }, remember);
  } catch (error) {
    // Back to the visitor's public credentials: no half-signed-in state.
    session.setCredentials(previous.credentials && previous.credentials.scope === 'public' ? previous.credentials : false);
    throw error;
  }
}
