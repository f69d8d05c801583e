// The role grant's look-up (issue 36 item 8): type part of a name (or a login, CPF, card
// number), get the matching people as buttons, pick one; the form then holds their login.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { staffPatronQueries } from '../../workspace';

export function PersonFinder({ onPick }: { onPick: (person: { login: string; nome: string }) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const found = useQuery({ ...staffPatronQueries.search(query, 1), enabled: query.length >= 2 });

  function search(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setQuery(text.trim());
  }

  const people = found.data?.itens ?? [];
  return (
    <div className="person-finder" role="search" aria-labelledby={`${id}-label`}>
      <div className="field">
        <label id={`${id}-label`} htmlFor={`${id}-q`}>{t`Find the person by name`}</label>
        <div className="button-row">
          <input id={`${id}-q`} value={text} maxLength={200} autoComplete="off" aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search(event);
            }} />
          <button type="button" className="button button-secondary" onClick={search}>
            <Trans>Find</Trans>
          </button>
        </div>
        <p id={`${id}-hint`} className="field-hint">
          <Trans>A name, login, CPF or card number; at least two characters.</Trans>
        </p>
      </div>
      <div aria-live="polite">
        {query.length > 0 && query.length < 2 && <p>{t`Type at least two characters.`}</p>}
        {found.isFetching && <p>{t`Searching…`}</p>}
        {found.isError && <p className="field-error">{t`The search failed. Try again.`}</p>}
        {found.isSuccess && !found.isFetching && (people.length === 0 ? (
          <p>{t`Nobody matches “${query}”.`}</p>
        ) : (
          <ul className="person-finder-results" aria-label={t`People found`}>
            {people.map((p) => (
              <li key={p.cod_pessoa}>
                <button type="button" className="button button-secondary" onClick={() => onPick(p)}>
                  {t`Choose ${p.nome} (${p.login})`}
                </button>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
