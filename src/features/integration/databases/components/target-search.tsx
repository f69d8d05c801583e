// Target GEDWeb's technical standards (spec §7 /consulta/produtos-target, /vinculos/target):
// searched from the Databases page when the library subscribes to Target, each standard
// opened in a new tab through the provider (the server asks it for this patron's address).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { QueryState } from '../../../../components/query-state';
import { ProviderButton, providerAccess } from '../../providers';
import { databaseQueries } from '../queries';
import { useFieldChecks } from '../../../../components/field-checks';

export function TargetSearch() {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const checkFields = useFieldChecks();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    setTerm(text.trim());
  };
  return (
    <section aria-labelledby={`${id}-title`} className="target-search">
      <h2 id={`${id}-title`}>{t`Technical standards (Target GEDWeb)`}</h2>
      <form onSubmit={submit} role="search" className="button-row" noValidate>
        <div className="field">
          <label htmlFor={`${id}-term`}>{t`Standard number or subject`}</label>
          <input id={`${id}-term`} type="search" maxLength={500} value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        <button type="submit" className="button" disabled={!text.trim()}><Trans>Search standards</Trans></button>
      </form>
      {term && <TargetResults term={term} />}
    </section>
  );
}

function TargetResults({ term }: { term: string }) {
  const { t } = useLingui();
  const results = useQuery(databaseQueries.target(term));
  return (
    <QueryState query={results}>
      {(products) =>
        products.length === 0 ? (
          <p><Trans>No standards found.</Trans></p>
        ) : (
          <ul className="database-list">
            {products.map((p) => (
              <li key={p.id} data-target-product={p.id}>
                <p><strong>{p.codigo ?? p.id}</strong> {p.titulo}</p>
                <ProviderButton className="button button-secondary" label={t`Open ${p.codigo ?? p.titulo}`} fetchUrl={() => providerAccess.target(p.id)} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
