import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNetworkGate } from '../../../../components/offline-notice';
import { IsbnScanButton } from '../../isbn-scanner';
import { completeLastWord } from '../autocomplete';
import { catalogueKeys, toSearchQuery } from '../queries';
import { SEARCH_TYPES, type CatalogueSearch, type SearchType } from '../search-params';
import type { AutocompleteEntry } from '../types';
import { SearchBox } from './search-box';

interface SearchFormProps {
  search: CatalogueSearch;
  onSearch: (next: { termo: string; tipo: SearchType }) => void;
}

/** The search field (required, spec §5, checked before any request) and what to search by. */
export function SearchForm({ search, onSearch }: SearchFormProps) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const [value, setValue] = useState(search.termo ?? '');
  const [tipo, setTipo] = useState<SearchType>(search.tipo ?? 'livre');
  // A new search in the URL (back button, a link) refills the form.
  const [shown, setShown] = useState({ termo: search.termo, tipo: search.tipo });
  if (shown.termo !== search.termo || shown.tipo !== search.tipo) {
    setShown({ termo: search.termo, tipo: search.tipo });
    setValue(search.termo ?? '');
    setTipo(search.tipo ?? 'livre');
  }
  // Offline, only a search whose answer was saved can run.
  const queryClient = useQueryClient();
  const saved = (termo: string) =>
    queryClient.getQueryData(
      catalogueKeys.search(toSearchQuery({ quantPag: search.quantPag, ordenacao: search.ordenacao, termo: termo.trim(), tipo })),
    ) !== undefined;
  const network = useNetworkGate(saved(value));
  const typeLabels: Record<SearchType, string> = {
    livre: t`Everything`,
    titulo: t`Title`,
    assunto: t`Subject`,
    autor: t`Author`,
  };

  function run(termo: string) {
    if (!termo.trim()) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setMissing(false);
    if (network.offline && !saved(termo)) return;
    onSearch({ termo: termo.trim(), tipo });
  }

  function pick(entry: AutocompleteEntry) {
    if (entry.tipo === 'titulo' && entry.cod_acervo !== null) {
      void navigate({ to: '/acervo/$codAcervo', params: { codAcervo: entry.cod_acervo } });
      return;
    }
    const termo = completeLastWord(value, entry.texto);
    setValue(termo);
    run(termo);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(value);
  }

  return (
    <form role="search" aria-label={t`Search`} className="search-form" onSubmit={submit} noValidate>
      <div className="field search-term">
        <label htmlFor={`${id}-termo`}>
          <Trans>Search the collection</Trans>
        </label>
        <SearchBox
          id={`${id}-termo`}
          name="termo"
          inputRef={input}
          value={value}
          onValueChange={setValue}
          onPick={pick}
          invalid={missing}
          describedBy={missing ? `${id}-error` : undefined}
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
        <select id={`${id}-tipo`} name="tipo" value={tipo} onChange={(event) => setTipo(event.target.value as SearchType)}>
          {SEARCH_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" {...network.controlProps}>
        <Trans>Search</Trans>
      </button>
      <IsbnScanButton />
      {network.hint}
    </form>
  );
}
