import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { chromeQueries } from '../queries';

/** Personal-area paths (spec §2): the narrow header names MeuPergamum there. */
export function isPersonalAreaPath(pathname: string): boolean {
  return pathname === '/meupergamum' || pathname.startsWith('/meupergamum/');
}

// The full title on wide screens; on narrow ones the area's name and the institution's short name.
const TITLE_CSS = `
.header-title-short { display: none; }
@media (max-width: 40rem) {
  .header-title-full { display: none; }
  .header-title-short { display: inline; }
}`;

export function HeaderTitle() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const { data: institution } = useQuery(chromeQueries.institution());
  const sigla = institution?.sigla;
  return (
    <>
      <style href="header-title" precedence="default">
        {TITLE_CSS}
      </style>
      <span className="header-title-full">
        <Trans>Online catalogue</Trans>
      </span>
      <span className="header-title-short" data-testid="header-title-short">
        {isPersonalAreaPath(pathname) ? 'MeuPergamum' : <Trans>Online catalogue</Trans>}
        {sigla ? ` ${sigla}` : null}
      </span>
    </>
  );
}
