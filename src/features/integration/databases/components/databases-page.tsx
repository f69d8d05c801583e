// /meupergamum/bases-dados (spec §1 Database): the databases the libraries subscribe to,
// with their access notes; a restricted one opens through the e-resource hand-over (its
// address is built by the server for this patron).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { ProviderButton, providerAccess } from '../../providers';
import { databaseKeys, databaseQueries, type DatabaseEntry } from '../queries';
import { TargetSearch } from './target-search';
import '../databases.css';

export function DatabasesPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(databaseQueries.list());
  return (
    <section className="databases-page">
      <PageHeading title={t`Databases`} />
      <OfflineNotice queryKeys={[databaseKeys.list()]} />
      {data.length === 0 ? (
        <p><Trans>The library subscribes to no databases.</Trans></p>
      ) : (
        <ul className="database-list">
          {data.map((entry) => <DatabaseItem key={entry.codigo} entry={entry} />)}
        </ul>
      )}
      {data.some((entry) => entry.base === 'target') && <TargetSearch />}
    </section>
  );
}

function DatabaseItem({ entry }: { entry: DatabaseEntry }) {
  const { t } = useLingui();
  return (
    <li data-database={entry.base}>
      <h2>{entry.nome}</h2>
      <p className="database-library">{entry.desc_biblioteca ?? t`All libraries`}</p>
      {entry.descricao && <p>{entry.descricao}</p>}
      {entry.acesso_restrito ? (
        <ProviderButton label={t`Open ${entry.nome}`} fetchUrl={() => providerAccess.base(entry.base)} />
      ) : (
        entry.url && (
          <a href={entry.url} target="_blank" rel="noopener noreferrer">
            <Trans>Open {entry.nome}</Trans>
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        )
      )}
    </li>
  );
}
