// /balcao/acervo (issue 23 item 3, role cataloguing): find a title with the catalogue's own
// search, open it, and keep its copies, record and cover.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../../../components/error-message';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import type { TitleSummary } from '../../../../api/types';
import type { CatalogueSearch } from '../catalogue-search';
import { staffCatalogueQueries } from '../queries';
import { TitleWorkbench } from './title-workbench';
import '../staff-catalogue.css';
import { workTypeName } from '../../../../components/library-words';
import { useFieldChecks } from '../../../../components/field-checks';

interface CataloguePageProps {
  search: CatalogueSearch;
  onSearch: (term: string) => void;
}

export function CataloguePage({ search, onSearch }: CataloguePageProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`Titles and items`} />
      <OfflineNotice />
      <TitleFinder term={search.q ?? ''} onSearch={onSearch} open={search.acervo} />
      {search.acervo !== undefined && (
        <QueryBoundary resetKey={search.acervo}>
          <TitleWorkbench id={search.acervo} />
        </QueryBoundary>
      )}
    </>
  );
}

function TitleFinder({ term, onSearch, open }: { term: string; onSearch: (term: string) => void; open?: number }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(term);
  const checkFields = useFieldChecks();
  const results = useQuery({ ...staffCatalogueQueries.search(term), enabled: term !== '' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An empty search: the spec's words beside the box, which gets the focus (field-checks.ts).
    if (!checkFields(event.currentTarget)) return;
    if (text.trim()) onSearch(text.trim());
  }

  return (
    <section aria-labelledby={`${id}-title`} className="staff-catalogue-finder">
      <h2 id={`${id}-title`}>{t`Find a title`}</h2>
      <form role="search" onSubmit={submit} noValidate className="staff-catalogue-search">
        <div className="field">
          <label htmlFor={`${id}-term`}>{t`Title, author, subject or ISBN`}</label>
          <input id={`${id}-term`} type="search" required data-missing={t`The above field is required.`} value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
        </div>
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </form>
      {term !== '' && (
        <div aria-busy={results.isFetching} aria-live="polite">
          {results.isPending && results.isFetching && (
            <p role="status">
              <Trans>Searching…</Trans>
            </p>
          )}
          {results.isError && <ErrorMessage error={results.error} />}
          {results.data && results.data.data.length === 0 && (
            <p role="status">
              <Trans>No title found for “{term}”.</Trans>
            </p>
          )}
          {results.data && results.data.data.length > 0 && (
            <ol className="staff-catalogue-results">
              {results.data.data.map((title) => (
                <li key={title.cod_acervo}>
                  <Link
                    to="/balcao/acervo"
                    search={{ q: term, acervo: title.cod_acervo }}
                    aria-current={open === title.cod_acervo ? 'true' : undefined}
                  >
                    {title.titulo}
                  </Link>
                  <ResultDetails title={title} />
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}

function ResultDetails({ title }: { title: TitleSummary }) {
  const { i18n } = useLingui();
  const copies = title.exemplares_total;
  return (
    <span className="staff-catalogue-meta">
      {[title.autor, title.ano_publicacao, workTypeName(i18n, title.cod_tipo_obra, title.desc_tipo_obra)].filter(Boolean).join(' · ')}
      {' · '}
      <Plural value={copies} one="# copy" other="# copies" />
    </span>
  );
}
