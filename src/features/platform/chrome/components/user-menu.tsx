import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { firstName, hasPermission } from '../../../../lib/session/session';
import type { SessionUser } from '../../../../lib/session/session-state';
import type { ReactNode } from 'react';
import { useSession } from '../../../../lib/session/use-session';

/** Activity 8 grants the personal area (spec §6). */
const PERSONAL_AREA = 8;

/** Staff roles came with the sign-in (GET /pessoas): the staff workspace is theirs to open. */
const isStaff = (user: SessionUser) => (user.permissoes?.length ?? 0) > 0;


/**
 * Greets the signed-in patron by first name, with the personal area (activity 8) and
 * Logout (spec §2); visitors get the login (a modal when the app passes one).
 */
export function UserMenu({ loginButton }: { loginButton?: ReactNode }) {
  const { t } = useLingui();
  const state = useSession();
  const location = useLocation();

  if (!state.user) {
    const here = location.href;
    // The login page is the login already: no second way in on it.
    if (location.pathname === '/login' || location.pathname === '/sair') return null;
    if (loginButton) return loginButton;
    const redirect = here === '/' ? undefined : here;
    return (
      <Link to="/login" search={{ redirect }} className="button button-secondary">
        <Trans>Log in</Trans>
      </Link>
    );
  }
  const name = firstName(state.user);
  return (
    <nav aria-label={t`User menu`} className="user-menu">
      <p>
        <Trans>Hello, {name}</Trans>
      </p>
      {hasPermission(state, PERSONAL_AREA) && (
        <Link to="/meupergamum" className="button button-secondary">
          <Trans>Personal area</Trans>
        </Link>
      )}
      {isStaff(state.user) && (
        <Link to="/balcao" className="button button-secondary">
          <Trans>Staff workspace</Trans>
        </Link>
      )}
      <Link to="/sair" className="button button-secondary">
        <Trans>Log out</Trans>
      </Link>
    </nav>
  );
}
