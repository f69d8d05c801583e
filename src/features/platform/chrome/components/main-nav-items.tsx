import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The main navigation's catalogue entries, the same in the header and in the phone's menu (each adds its basket entry). */
export function MainNavItems() {
  return (
    <>
      <li>
        <Link to="/" activeOptions={{ exact: true, includeSearch: false }}>
          <Trans>Search</Trans>
        </Link>
      </li>
      <li>
        <Link to="/indices/$tipo" params={{ tipo: 'titulo' }}>
          <Trans>Browse</Trans>
        </Link>
      </li>
      <li>
        <Link to="/autoridade" search={{}}>
          <Trans>Authorities</Trans>
        </Link>
      </li>
    </>
  );
}
