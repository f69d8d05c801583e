import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { describeApiError } from '../../../../api/errors';
import { asOutcome } from '../../../../api/outcome';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { followJournal, followWorkType, interestQueries, unfollowJournal, unfollowWorkType } from '../queries';
import { EntriesTable } from './entries-table';
import { NO_OPTIONS, optionsInput } from '../entry-options-input';
import { EntryOptionsFields } from './entry-options';
import '../interest.css';
import { useFieldChecks } from '../../../../components/field-checks';

/** /meupergamum/perfil-interesse: the journals and types of work the patron follows (areas, authors and subjects have their page). */
export function InterestProfilePage() {
  const { t } = useLingui();
  return (
    <section className="interest-page">
      <PageHeading title={t`Interest profile`} />
      <p>
        <Trans>
          Your profile tells the library what to let you know about. Areas, authors and subjects are chosen in{' '}
          <Link to="/meupergamum/areas-interesse">Interest areas</Link>; what arrives is listed in{' '}
          <Link to="/meupergamum/conferir-titulos">Check titles</Link>.
        </Trans>
      </p>
      <QueryBoundary>
        <JournalsSection />
        <WorkTypesSection />
      </QueryBoundary>
    </section>
  );
}

type JournalTypes = { fasciculo: boolean; artigo: boolean; sumario: boolean };

function JournalsSection() {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [types, setTypes] = useState<JournalTypes>({ fasciculo: true, artigo: false, sumario: false });
  const [options, setOptions] = useState(NO_OPTIONS);
  const [notice, setNotice] = useState<string | null>(null);
  const results = useQuery({ ...interestQueries.journalSearch(term), enabled: !!term });
  const { data: journals } = useSuspenseQuery(interestQueries.journals());
  const follow = useMutation({
    mutationFn: (codigo: number) => asOutcome(followJournal(queryClient, { codigo, ...types, ...optionsInput(options) })),
    onSuccess: (outcome) => setNotice(outcome.ok ? t`Now following: ${outcome.data.descricao}` : describeApiError(outcome.error, i18n).text),
  });
  const remove = useMutation({ mutationFn: (codigo: number) => unfollowJournal(queryClient, codigo) });
  const toggle = (key: keyof JournalTypes) => (e: React.ChangeEvent<HTMLInputElement>) => setTypes({ ...types, [key]: e.target.checked });

  const checkFields = useFieldChecks();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    setNotice(null);
    setTerm(text.trim());
  }

  return (
    <>
      <form className="interest-form" onSubmit={search} aria-labelledby={`${id}-title`} noValidate>
        <h2 id={`${id}-title`}><Trans>Journals</Trans></h2>
        <div className="field">
          <label htmlFor={`${id}-term`}><Trans>Journal title or ISSN</Trans></label>
          <input id={`${id}-term`} type="search" value={text} maxLength={200} required onChange={(e) => setText(e.target.value)} />
        </div>
        <fieldset className="interest-types">
          <legend><Trans>Let me know about</Trans></legend>
          <label><input type="checkbox" checked={types.fasciculo} onChange={toggle('fasciculo')} /> <Trans>New issues</Trans></label>
          <label><input type="checkbox" checked={types.artigo} onChange={toggle('artigo')} /> <Trans>Articles</Trans></label>
          <label><input type="checkbox" checked={types.sumario} onChange={toggle('sumario')} /> <Trans>Summaries</Trans></label>
        </fieldset>
        <EntryOptionsFields value={options} onChange={setOptions} />
        <button type="submit"><Trans>Search</Trans></button>
        <div role="status" className="interest-notice">{notice}</div>
        {term && results.isSuccess ? (
          results.data.length === 0 ? <p><Trans>No journal found. Try other words.</Trans></p> : (
            <ul className="interest-results" aria-label={t`Journals found`}>
              {results.data.map((hit) => (
                <li key={hit.cod_acervo}>
                  <span>{hit.titulo}{hit.issn ? ` (ISSN ${hit.issn})` : ''}</span>
                  <button type="button" disabled={follow.isPending} onClick={() => follow.mutate(hit.cod_acervo)}>
                    <Trans>Follow <span className="visually-hidden">{hit.titulo}</span></Trans>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </form>
      <EntriesTable entries={journals} caption={t`Journals you follow`} busy={remove.isPending}
        empty={<Trans>You do not follow any journal yet.</Trans>} onRemove={(entry) => remove.mutate(entry.codigo)} />
    </>
  );
}

function WorkTypesSection() {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const { data: options } = useSuspenseQuery(interestQueries.options());
  const { data: workTypes } = useSuspenseQuery(interestQueries.workTypes());
  const [choice, setChoice] = useState('');
  const [entryOptions, setEntryOptions] = useState(NO_OPTIONS);
  const [notice, setNotice] = useState<string | null>(null);
  const follow = useMutation({
    mutationFn: (codigo: number) => asOutcome(followWorkType(queryClient, { codigo, ...optionsInput(entryOptions) })),
    onSuccess: (outcome) => setNotice(outcome.ok ? t`Now following: ${outcome.data.descricao}` : describeApiError(outcome.error, i18n).text),
  });
  const remove = useMutation({ mutationFn: (codigo: number) => unfollowWorkType(queryClient, codigo) });

  const checkFields = useFieldChecks();
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (choice) follow.mutate(Number(choice));
  }

  return (
    <>
      <form className="interest-form" onSubmit={save} aria-labelledby={`${id}-title`} noValidate>
        <h2 id={`${id}-title`}><Trans>Types of work</Trans></h2>
        <div className="field">
          <label htmlFor={`${id}-type`}><Trans>Type of work</Trans></label>
          <select id={`${id}-type`} value={choice} required onChange={(e) => setChoice(e.target.value)}>
            <option value="" disabled>{t`Choose a type of work`}</option>
            {options.tipos_obra.map((o) => <option key={o.codigo} value={o.codigo}>{o.descricao}</option>)}
          </select>
        </div>
        <EntryOptionsFields value={entryOptions} onChange={setEntryOptions} />
        <button type="submit" disabled={follow.isPending}><Trans>Follow this type</Trans></button>
        <div role="status" className="interest-notice">{notice}</div>
      </form>
      <EntriesTable entries={workTypes} caption={t`Types of work you follow`} busy={remove.isPending}
        empty={<Trans>You do not follow any type of work yet.</Trans>} onRemove={(entry) => remove.mutate(entry.codigo)} />
    </>
  );
}
