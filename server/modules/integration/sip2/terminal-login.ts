/**
 * A terminal's login (SIP2 93), guarded like the sign-in (issue 33 item 2): the try is
 * claimed first (login-failures.ts: growing waits per login and per address, the lock), then
 * the password checked; every refusal lands in the audit trail with the login as typed and
 * the address, so an administrator sees a guesser at work.
 */
import type { Sip2Settings } from '../../../config';
import type { AppContext } from '../../../context';
import { recordAudit } from '../../platform';
import { claimLogin, loginFailed, loginSucceeded } from './login-failures';
import { terminalIdByLogin, verifyTerminal, type Terminal } from './terminals';

export type TerminalLoginResult =
  | { ok: true; terminal: Terminal }
  | { ok: false; reason: 'password' | 'disabled' | 'wait' | 'locked'; waitSeconds: number };

type Limits = Pick<Sip2Settings, 'loginDelayMaxSeconds' | 'lockFailures' | 'lockMinutes'>;

export async function loginTerminal(ctx: AppContext, typedLogin: string, password: string, address: string, limits: Limits): Promise<TerminalLoginResult> {
  // A login is at most 40 characters (terminals.ts); a longer one is counted by its start.
  const login = typedLogin.slice(0, 60);
  const claim = await claimLogin(ctx, login, address, limits);
  if (!claim.claimed) {
    await audit(ctx, await terminalIdByLogin(ctx, login), login, address, { motivo: claim.refused === 'locked' ? 'bloqueado' : 'espera' });
    return { ok: false, reason: claim.refused, waitSeconds: claim.waitSeconds };
  }
  const checked = await verifyTerminal(ctx, login, password);
  if (checked.passwordOk) {
    await loginSucceeded(ctx, login);
    if (checked.terminal) return { ok: true, terminal: checked.terminal };
    await audit(ctx, checked.id, login, address, { motivo: 'desativado' });
    return { ok: false, reason: 'disabled', waitSeconds: 0 };
  }
  const failed = await loginFailed(ctx, login, address, limits);
  await audit(ctx, checked.id, login, address, { motivo: 'senha', falhas: failed.failures, bloqueado: failed.locked });
  return { ok: false, reason: failed.locked ? 'locked' : 'password', waitSeconds: failed.waitSeconds };
}

const audit = (ctx: AppContext, id: number | null, login: string, address: string, what: Record<string, unknown>) => recordAudit(ctx.database.db, {
  autor: null, acao: 'sip2-terminal.login-failed', alvoTipo: 'terminal_sip2', alvoId: id, depois: { login, endereco: address, ...what },
});
