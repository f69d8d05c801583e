// The texts of the server's refusals about terminals (422/404 keys of the SIP2 terminal
// operations), declared with their ids so the catalogs carry them.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeApiError, type ApiError } from '../../../api/errors';

const refusals: Record<string, ReturnType<typeof msg>> = {
  'error.sip2-terminal-login': msg({ id: 'error.sip2-terminal-login', message: 'The login takes 1 to 40 letters, digits, dots, hyphens or underscores.' }),
  'error.sip2-terminal-password': msg({ id: 'error.sip2-terminal-password', message: 'The password takes 8 to 128 characters, without a vertical bar.' }),
  'error.sip2-terminal-messages': msg({ id: 'error.sip2-terminal-messages', message: 'Choose among the SIP2 messages listed.' }),
  'error.sip2-terminal-text': msg({ id: 'error.sip2-terminal-text', message: 'Description, location and institution take up to 120 characters, without a vertical bar.' }),
  'error.sip2-terminal-exists': msg({ id: 'error.sip2-terminal-exists', message: 'Another terminal already has this login.' }),
  'error.sip2-terminal-not-found': msg({ id: 'error.sip2-terminal-not-found', message: 'Terminal not found.' }),
};

/** What to tell the administrator about a refused change: the key's text, or the usual notice. */
export function terminalErrorText(i18n: I18n, error: ApiError): string {
  const known = refusals[error.message];
  return known ? i18n._(known) : describeApiError(error, i18n).text;
}
