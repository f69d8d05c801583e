import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AUTHORITY_TYPES, isAuthorityType, type AuthoritySearch } from '../authority-search-params';
import { authorityTypeLabel } from '../authority-types';
import { authorityQueries } from '../queries';
import '../authority.css';
import { useFieldChecks } from '../../../../components/field-checks';

interface AuthoritySearchFormProps {
  search: AuthoritySearch;
  onSearch: (next: AuthoritySearch) => void;
}

/** Words (optional: without them the type is listed from the start) and the authority type. */
export function AuthoritySearchForm({ search, onSearch }: AuthoritySearchFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [termo, setTermo] = useState(search.termo ?? '');
  const [tipo, setTipo] = useState<string>(search.tipo ?? '');
  // How many authorities each type holds, when the server says (the select works without it).
  const { data: counts } = useQuery(authorityQueries.types());
  const count = (type: string) => counts?.find((option) => option.tipo === type)?.total;

  const checkFields = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    onSearch({ termo: termo.trim() || undefined, tipo: isAuthorityType(tipo) ? tipo : undefined });
  }

  return (
    <form role="search" aria-label={t`Search authorities`} className="search-form" onSubmit={submit} noValidate>
      <div className="field search-term">
        <label htmlFor={`${id}-termo`}>
          <Trans>Heading or reference</Trans>
        </label>
        <input id={`${id}-termo`} type="search" maxLength={500} value={termo} onChange={(e) => setTermo(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-tipo`}>
          <Trans>Type</Trans>
        </label>
        <select id={`${id}-tipo`} value={tipo} onChange={(e) => setTipo(e.target.value)}>
          <option value="">{t`All types`}</option>
          {AUTHORITY_TYPES.map((type) => {
            const total = count(type);
            const label = authorityTypeLabel(type, i18n);
            return (
              <option key={type} value={type}>
                {total === undefined ? label : `${label} (${total})`}
              </option>
            );
          })}
        </select>
      </div>
      <button type="submit" className="button">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
