import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasPermission } from '../../../../lib/session/session';
import { PHONE_LAYOUT, useMediaQuery } from '../../../../lib/use-media-query';
import { useSession } from '../../../../lib/session/use-session';
import { alertQueries } from '../queries';

/** Activity 8 grants the personal area (spec §6). */
const PERSONAL_AREA = 8;

/**
 * The phone header's unread-alerts count, a link to the alerts page. Only a signed-in
 * patron with the personal area has alerts, and only the phone layout shows the count:
 * a desktop never asks for the list from every page.
 */
export function AlertsCount() {
  const { t } = useLingui();
  const state = useSession();
  const phone = useMediaQuery(PHONE_LAYOUT);
  const allowed = Boolean(state.user) && hasPermission(state, PERSONAL_AREA);
  const alerts = useQuery({ ...alertQueries.list(), enabled: allowed && phone });
  if (!allowed) return null;
  const unread = alerts.data?.filter((alert) => !alert.lido).length ?? 0;
  return (
    <Link to="/meupergamum/alertas" className="header-count alerts-count" aria-label={t`Alerts, ${unread} unread`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      </svg>
      <span className="count-badge">{unread}</span>
    </Link>
  );
}
