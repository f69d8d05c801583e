// User switching (spec §7 GET /pessoas/{user}/nome, POST /pessoas/meu-pergamum/troca-usuario):
// the name to confirm, then the other user's session replaces this one.
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { session } from '../../../lib/session/session';
import { completeLogin } from '../auth';

/** §5: the base and code fields of person switching are trimmed; so is the user name here. */
export const cleanUserName = (value: string) => value.trim();

export const personName = (user: string) =>
  unwrap(api.GET('/pessoas/{user}/nome', { params: { path: { user: cleanUserName(user) } } }));

export async function switchToUser(user: string): Promise<void> {
  const { remember } = session.get();
  const answer = await unwrap(api.POST('/pessoas/meu-pergamum/troca-usuario', { body: { usuario: cleanUserName(user) } }));
  await completeLogin(answer, remember);
}
