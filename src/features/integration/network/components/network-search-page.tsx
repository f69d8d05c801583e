// /rede: the network catalogue's own search (footer link, activity 87): one term searched in
// the other institutions' catalogues (Rede Pergamum), with their filters and pages.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { PageHeading } from '../../../../components/page-heading';
import { NetworkResults } from './network-results';
import '../network.css';
import { useFieldChecks } from '../../../../components/field-checks';

export interface NetworkSearch {
  termo?: string;
  filtroRede?: string[];
  paginaRede?: number;
}

export function NetworkSearchPage({ search, onSearch }: { search: NetworkSearch; onSearch: (next: NetworkSearch) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [term, setTerm] = useState(search.termo ?? '');
  const termo = search.termo?.trim();
  const checkFields = useFieldChecks();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (term.trim()) onSearch({ termo: term.trim() });
  }
  return (
    <section className="network-search">
      <PageHeading title={t`Network catalogue`} />
      <p>
        <Trans>Search the catalogues of the other institutions in the network (Rede Pergamum).</Trans>
      </p>
      <form role="search" onSubmit={submit} className="network-search-form" noValidate>
        <label htmlFor={`${id}-term`}>{t`Search the network catalogue`}</label>
        <input id={`${id}-term`} required data-missing={t`The above field is required.`} type="search" maxLength={200} value={term} onChange={(event) => setTerm(event.target.value)} />
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </form>
      {termo && (
        <NetworkResults termo={termo} filtro={search.filtroRede} pagina={search.paginaRede} onChange={(next) => onSearch({ ...search, ...next })} />
      )}
    </section>
  );
}
