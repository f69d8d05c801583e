/**
 * `npm run sip2 -- terminal <add|list|on|off|password|unlock|remove> …`: the SIP2 terminals from the
 * command line (the desk's command runner: on the embedded database, a running server does it).
 */
import type { AppContext } from '../../../context';
import { notFound } from '../../../http/errors';
import { createTerminal, deleteTerminal, listTerminals, updateTerminal } from './terminals';

export const TERMINAL_USAGE = 'terminal add <login> <password> [location code] [institution id] | list | on <login> | off <login> | password <login> <new password> | unlock <login> | remove <login>';

export class TerminalUsageError extends Error {}

export async function terminalVerb(ctx: AppContext, [action, login, ...rest]: string[]): Promise<unknown> {
  const byLogin = async () => {
    if (!login) throw new TerminalUsageError(TERMINAL_USAGE);
    const found = (await listTerminals(ctx)).find((t) => t.login.toLowerCase() === login.toLowerCase());
    if (!found) throw notFound('error.sip2-terminal-not-found');
    return found;
  };
  switch (action) {
    case 'list': return listTerminals(ctx);
    case 'add':
      if (!login || !rest[0]) throw new TerminalUsageError(TERMINAL_USAGE);
      return createTerminal(ctx, { login, senha: rest[0], codigo_local: rest[1], instituicao: rest[2] }, null);
    case 'unlock': return updateTerminal(ctx, (await byLogin()).cod_terminal, { desbloquear: true }, null);
    case 'on': case 'off': return updateTerminal(ctx, (await byLogin()).cod_terminal, { ativo: action === 'on' }, null);
    case 'password':
      if (!rest[0]) throw new TerminalUsageError(TERMINAL_USAGE);
      return updateTerminal(ctx, (await byLogin()).cod_terminal, { senha: rest[0] }, null);
    case 'remove': await deleteTerminal(ctx, (await byLogin()).cod_terminal, null); return 'removido';
    default: throw new TerminalUsageError(TERMINAL_USAGE);
  }
}
