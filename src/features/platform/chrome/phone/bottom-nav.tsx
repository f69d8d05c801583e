import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

const ICONS = {
  search: 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z',
  basket: 'M5.2 9 9.6 2.6l1.6 1.1L7.6 9h8.8l-3.6-5.3 1.6-1.1L18.8 9H22v2h-1.2l-1.6 9.2a1 1 0 0 1-1 .8H5.8a1 1 0 0 1-1-.8L3.2 11H2V9Zm.1 2 1.3 8h10.8l1.3-8Z',
  library: 'M4 3h4v18H4Zm5 0h4v18H9Zm5.6 1.3 3.9-1 4.1 16.5-3.9 1Z',
  alerts: 'M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z',
};

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

/**
 * The installed app's bottom navigation on the phone (Search · Basket · My library ·
 * Alerts), as native apps have; a browser tab keeps its own toolbar there instead.
 */
export function BottomNav() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`App`} className="bottom-nav">
      <ul>
        <li>
          <Link to="/" activeOptions={{ exact: true, includeSearch: false }}>
            <Icon path={ICONS.search} />
            <Trans>Search</Trans>
          </Link>
        </li>
        <li>
          <Link to="/cesta">
            <Icon path={ICONS.basket} />
            <Trans>Basket</Trans>
          </Link>
        </li>
        <li>
          <Link to="/meupergamum" activeOptions={{ exact: true }}>
            <Icon path={ICONS.library} />
            <Trans>My library</Trans>
          </Link>
        </li>
        <li>
          <Link to="/meupergamum/alertas">
            <Icon path={ICONS.alerts} />
            <Trans>Alerts</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
