// A login whose redirect names an external e-resource base (an e-book provider, spec §4)
// asks the server for the patron's access address and opens it in a new tab.
import { msg } from '@lingui/core/macro';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';

/** The server's 422 key when the library has not configured the base (spec §8). */
export const notConfigured = msg({
  id: 'ACESSO_AUTOMATICO_NAO_CONFIGURADO',
  message: 'Automatic access to this e-book collection through the app is not configured. Please contact the library.',
});

export async function openEResource(base: string): Promise<void> {
  const { url } = await unwrap(api.PUT('/pessoas/meu-pergamum/redirect-base', { body: { base } }));
  if (!/^https?:\/\//i.test(url)) return;
  window.open(url, '_blank', 'noopener');
}
