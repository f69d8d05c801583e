// The login flow of spec §4: credentials → user token → user data. A blocked person
// (bloqueio) is refused as error 430. With "remember me" the session is kept across
// browser sessions, otherwise for this one only. A login name that means several people
// (a shared CPF) first asks which one (GET /pessoas/duplicadas); once signed in, a person
// with several logins may switch to another (GET /pessoas/login, PUT /pessoas/troca-login).
import { api } from '../../../api/client';
import { ApiError, isApiError, unwrap } from '../../../api/errors';
import { CLIENT_ID, toCredentials } from '../../../api/token-middleware';
import type { LoginChoice, TokenResponse } from '../../../api/types';
import { deviceTokenFor, keepDeviceToken } from '../../../lib/session/device-token';
import { session, type SsoKind } from '../../../lib/session/session';

export const BLOCKED_MESSAGE = 'ACESSO_BLOQUEADO';
/** The server's 422 key when the login name means several people. */
export const CHOOSE_PERSON = 'ESCOLHA_PESSOA';
/** Joins a login name and the person chosen among duplicates (server: auth/resolve-person.ts). */
export const PERSON_SEPARATOR = '#';
/**
 * The server's 422 keys that ask for the captcha: required (the address is past its
 * failed sign-ins, issue 21) or expired/invalid. The form then shows it.
 */
export const CAPTCHA_KEYS = ['error.captcha-required', 'error.captcha-invalid'];

export interface LoginInput {
  username: string;
  password: string;
  remember: boolean;
  /** The category code, for institutions with the category choice (spec §3). */
  categoria?: string;
  /** The solved captcha, when the institution requires one (activity 1120) or the server asked for it. */
  captcha?: string | null;
  /** The code of the unlock link mailed to the owner of a locked account (`/login?desbloqueio=`). */
  unlockCode?: string;
}

export type LoginOutcome =
  /** Signed in; `logins` lists the person's logins when there is more than one. */
  | { kind: 'signed-in'; logins: LoginChoice[] }
  /** The name means several people: sign in again with one of them chosen. */
  | { kind: 'choose-person'; people: LoginChoice[] };

export const withPerson = (username: string, choice: LoginChoice) => `${username.trim()}${PERSON_SEPARATOR}${choice.codigo}`;

/**
 * The password grant, with this device's token for the login (a device that signed in
 * before passes the lock of strangers' wrong passwords); the token answered is kept.
 */
export async function logIn({ username, password, remember, categoria, captcha, unlockCode }: LoginInput): Promise<LoginOutcome> {
  let answer: TokenResponse;
  const deviceToken = await deviceTokenFor(username);
  try {
    answer = await unwrap(
      api.POST('/oauth/token', {
        body: {
          grant_type: 'password', client_id: CLIENT_ID, username: username.trim(), password,
          ...(categoria ? { categoria } : {}),
          ...(captcha ? { recaptcha_token: captcha } : {}),
          ...(deviceToken ? { device_token: deviceToken } : {}),
          ...(unlockCode ? { unlock_code: unlockCode } : {}),
        },
      }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 422 && error.message === CHOOSE_PERSON) {
      const duplicates = await unwrap(api.GET('/pessoas/duplicadas', { params: { query: { usuario: username.trim() } } }));
      if (duplicates.result) return { kind: 'choose-person', people: duplicates.pessoas };
    }
    throw error;
  }
  await keepDeviceToken(username, answer.device_token);
  await completeLogin(answer, remember);
  return { kind: 'signed-in', logins: await otherLogins() };
}

/** The person's logins when there is a choice to make; none when only one (or unknown). */
async function otherLogins(): Promise<LoginChoice[]> {
  try {
    const logins = await unwrap(api.GET('/pessoas/login'));
    return logins.length > 1 ? logins : [];
  } catch {
    // The choice is a convenience: without it the patron is still signed in.
    return [];
  }
}

/** Continues as another login of the same person. */
export async function switchPerson(choice: LoginChoice): Promise<void> {
  const { remember, sso } = session.get();
  const answer = await unwrap(
    api.PUT('/pessoas/troca-login', { body: { codigo: choice.codigo.trim(), base: (choice.base ?? '').trim() } }),
  );
  await completeLogin(answer, remember, sso || false);
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
    const staff = data.permissoes?.length ? { permissoes: data.permissoes } : {};
    session.signIn({ credentials, user: { login, cod_pessoa, nome, ...staff }, authPermissions: data.authPermissions, sso }, remember);
  } catch (error) {
    // Back to the visitor's public credentials: no half-signed-in state.
    session.setCredentials(previous.credentials && previous.credentials.scope === 'public' ? previous.credentials : false);
    throw error;
  }
}
