import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Authority } from '../../../../api/types';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { authorityTypeLabel } from '../authority-types';
import { authorityKeys } from '../queries';

/** The authority's heading and type, and the links to its two views. */
export function AuthorityHeader({ authority }: { authority: Authority }) {
  const { t, i18n } = useLingui();
  const codAutoridade = authority.cod_autoridade;
  return (
    <header className="authority-header">
      <OfflineNotice queryKeys={[authorityKeys.detail(codAutoridade)]} />
      <p className="result-type">{authorityTypeLabel(authority.tipo, i18n)}</p>
      <PageHeading title={authority.cabecalho} />
      <nav className="title-tabs" aria-label={t`Authority views`}>
        <ul>
          <li>
            <Link
              to="/autoridade/$codAutoridade"
              params={{ codAutoridade }}
              activeOptions={{ exact: true }}
              activeProps={{ className: 'active' }}
            >
              {t`Record`}
            </Link>
          </li>
          <li>
            <Link to="/autoridade/$codAutoridade/marc" params={{ codAutoridade }} activeProps={{ className: 'active' }}>
              {t`MARC`}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
