import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { titleQueries } from '../queries';

/** The summaries sub-page: the title's table of contents (MARC 505). */
export function TitleSummaries({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(titleQueries.summaries(codAcervo));
  return (
    <section>
      <h2>{t`Summaries`}</h2>
      {data.sumarios.length === 0 && !data.link ? (
        <p className="empty-state">
          <Trans>This title has no summaries.</Trans>
        </p>
      ) : (
        <ol className="summary-list">
          {data.sumarios.map((entry) => (
            <li key={entry.seq}>
              <span className="summary-title">{entry.titulo}</span>
              {entry.autores.length > 0 && <span className="summary-authors"> / {entry.autores.join('; ')}</span>}
              {entry.paginas && (
                <span className="summary-pages">
                  {' '}
                  <Trans comment="Pages of a chapter in a table of contents">p. {entry.paginas}</Trans>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {data.link && (
        <p>
          <a href={data.link} target="_blank" rel="noopener noreferrer">
            <Trans>Full table of contents</Trans>
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        </p>
      )}
    </section>
  );
}
