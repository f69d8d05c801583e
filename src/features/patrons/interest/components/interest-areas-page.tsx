import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { describeApiError } from '../../../../api/errors';
import { asOutcome } from '../../../../api/outcome';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { followTerm, interestQueries, unfollowTerm, type TermKind } from '../queries';
import { EntriesTable } from './entries-table';
import { NO_OPTIONS, optionsInput } from '../entry-options-input';
import { EntryOptionsFields } from './entry-options';
import { useKindNames } from './kind-names';
import '../interest.css';
import { useFieldChecks } from '../../../../components/field-checks';

/** /meupergamum/areas-interesse: the areas, authors and subjects (from the authority file) the patron follows. */
export function InterestAreasPage() {
  const { t } = useLingui();
  return (
    <section className="interest-page">
      <PageHeading title={t`Interest areas`} />
      <p>
        <Trans>
          Follow areas of knowledge, authors and subjects: new titles about them appear in{' '}
          <Link to="/meupergamum/conferir-titulos">Check titles</Link>, and you get one notice a day when there are some.
        </Trans>
      </p>
      <QueryBoundary>
        <FollowTermForm />
        <FollowedTerms />
      </QueryBoundary>
    </section>
  );
}

function FollowTermForm() {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const kinds = useKindNames();
  const [kind, setKind] = useState<TermKind>('assunto');
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<{ kind: TermKind; term: string } | null>(null);
  const [options, setOptions] = useState(NO_OPTIONS);
  const [notice, setNotice] = useState<string | null>(null);
  const results = useQuery({ ...interestQueries.termSearch(searched?.kind ?? 'assunto', searched?.term ?? ''), enabled: !!searched });
  const follow = useMutation({
    mutationFn: (codigo: number) => asOutcome(followTerm(queryClient, { codigo, tipoDSI: searched!.kind, ...optionsInput(options) })),
    onSuccess: (outcome) => setNotice(outcome.ok ? t`Now following: ${outcome.data.descricao}` : describeApiError(outcome.error, i18n).text),
  });

  const checkFields = useFieldChecks();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    const term = text.trim();
    setNotice(null);
    if (term) setSearched({ kind, term });
  }

  return (
    <form className="interest-form" onSubmit={search} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}><Trans>Follow something new</Trans></h2>
      <div className="field">
        <label htmlFor={`${id}-kind`}><Trans>Search for</Trans></label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as TermKind)}>
          <option value="assunto">{kinds.assunto}</option>
          <option value="autor">{kinds.autor}</option>
          <option value="area">{kinds.area}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-term`}><Trans>Name or words</Trans></label>
        <input id={`${id}-term`} type="search" value={text} maxLength={200} required onChange={(e) => setText(e.target.value)} />
      </div>
      <EntryOptionsFields value={options} onChange={setOptions} />
      <button type="submit"><Trans>Search</Trans></button>
      <div role="status" className="interest-notice">{notice}</div>
      {searched && results.isSuccess ? (
        results.data.length === 0 ? <p><Trans>Nothing found. Try other words.</Trans></p> : (
          <ul className="interest-results" aria-label={t`Found`}>
            {results.data.map((hit) => (
              <li key={hit.codigo}>
                <span>{hit.descricao}</span>
                <button type="button" disabled={follow.isPending} onClick={() => follow.mutate(Number(hit.codigo))}>
                  <Trans>Follow <span className="visually-hidden">{hit.descricao}</span></Trans>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {searched && results.isFetching ? <p aria-busy="true"><Trans>Searching…</Trans></p> : null}
    </form>
  );
}

function FollowedTerms() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: terms } = useSuspenseQuery(interestQueries.terms());
  const remove = useMutation({ mutationFn: (entry: (typeof terms)[number]) => unfollowTerm(queryClient, entry) });
  return (
    <EntriesTable entries={terms} caption={t`Areas, authors and subjects you follow`} busy={remove.isPending}
      empty={<Trans>You do not follow any area, author or subject yet.</Trans>} onRemove={(entry) => remove.mutate(entry)} />
  );
}
