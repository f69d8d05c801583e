import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SEARCH_TYPES, type CatalogueSearch, type SearchType } from '../search-params';

interface SearchFormProps {
  search: CatalogueSearch;
  onSearch: (next: { termo: string; tipo: SearchType }) => void;
}

/** The search field (required, spec §5) and what to search by. */
export function SearchForm({ search, onSearch }: SearchFormProps) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const typeLabels: Record<SearchType, string> = {
    livre: t`Everything`,
    titulo: t`Title`,
    assunto: t`Subject`,
    autor: t`Author`,
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const termo = String(data.get('termo') ?? '').trim();
    if (!termo) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setMissing(false);
    onSearch({ termo, tipo: data.get('tipo') as SearchType });
  }

  return (
    <form role="search" className="search-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-termo`}>
          <Trans>Search the collection</Trans>
        </label>
        <input
          ref={input}
          id={`${id}-termo`}
          name="termo"
          type="search"
          defaultValue={search.termo ?? ''}
          key={search.termo ?? ''}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          autoComplete="off"
          maxLength={2000}
        />
        {missing && (
          <p id={`${id}-error`} className="field-error" role="alert">
            <Trans>The above field is required.</Trans>
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-tipo`}>
          <Trans>Search by</Trans>
        </label>
        <select id={`${id}-tipo`} name="tipo" defaultValue={search.tipo ?? 'livre'} key={search.tipo ?? 'livre'}>
          {SEARCH_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
