import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { titleQueries } from '../queries';
import { CopiesTable } from './copies-table';

/** The closed-collection sub-page: the copies kept in closed storage, to be asked for at the desk. */
export function TitleClosedCollection({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(titleQueries.archive(codAcervo));
  return (
    <section>
      <h2>{t`Closed collection`}</h2>
      {data.length === 0 ? (
        <p className="empty-state">
          <Trans>No copy of this title is kept in the closed collection.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>These copies are kept in closed storage: ask for them at the library desk.</Trans>
          </p>
          <CopiesTable copies={data} />
        </>
      )}
    </section>
  );
}
