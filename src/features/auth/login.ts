// The login flow of spec §4: credentials → user token → user data. A blocked person
// (bloqueio) is refused as error 430. With "remember me" the session is kept across
// browser sessions, otherwise for this one only.
import { api } from '../../api/client';
import { ApiError, unwrap } from '../../api/errors';
import { CLIENT_ID, toCredentials } from '../../api/token-middleware';
import { session } from '../../lib/session';

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
  const credentials = toCredentials(answer, false);
  const previous = session.get();
  // The user data call must carry the new user token.
  session.setCredentials(credentials);
  try {
    const data = await unwrap(api.GET('/pessoas'));
    if (data.bloqueio) throw new ApiError(430, BLOCKED_MESSAGE);
    const { login, cod_pessoa, nome } = data.user;
    session.signIn({ credentials, user: { login, cod_pessoa, nome }, authPermissions: data.authPermissions }, remember);
  } catch (error) {
    // Back to the visitor's public credentials: no half-signed-in state.
    session.setCredentials(previous.credentials && previous.credentials.scope === 'public' ? previous.credentials : false);
    throw error;
  }
}
