import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { searchExtrasQueries } from '../queries';

/**
 * Below a title's record: its other titles and what is indexed under it. Neither blocks the
 * page, and a title with none shows nothing.
 */
export function TitleRelations({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const id = useId();
  const additional = useQuery(searchExtrasQueries.additional(codAcervo));
  const indexed = useQuery(searchExtrasQueries.indexed(codAcervo));
  const titles = additional.data ?? [];
  const parts = indexed.data ?? [];
  if (titles.length === 0 && parts.length === 0) return null;
  return (
    <div className="title-relations">
      {titles.length > 0 && (
        <section aria-labelledby={`${id}-other`}>
          <h2 id={`${id}-other`}>{t`Other titles`}</h2>
          <ul>
            {titles.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        </section>
      )}
      {parts.length > 0 && (
        <section aria-labelledby={`${id}-parts`}>
          <h2 id={`${id}-parts`}>{t`Indexed in this title`}</h2>
          <ul>
            {parts.map((part) => (
              <li key={part.cod_acervo}>
                <Link to="/acervo/$codAcervo" params={{ codAcervo: part.cod_acervo }}>
                  {part.titulo}
                </Link>
                {part.autor && <> — {part.autor}</>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
