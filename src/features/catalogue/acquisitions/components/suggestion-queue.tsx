// /balcao/sugestoes (issue 25, role cataloguing): the acquisition suggestions to work,
// professors' first; staff move each to another status with a note for the patron, who
// gets an alert (the server writes it with an audit row).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeApiError, type ApiError } from '../../../../api/errors';
import { useNetworkGate } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { formatDate } from '../../../../lib/format';
import { notify } from '../../../../lib/notices';
import { ACQUISITION_STATUSES } from '../../../../../openapi/acquisition-states';
import { acquisitionStatusLabels } from '../messages';
import { acquisitionQueries, moveSuggestion, type QueueStatus, type StaffSuggestion } from '../queries';
import '../acquisitions.css';
import { useFieldChecks } from '../../../../components/field-checks';

export function SuggestionQueuePage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [status, setStatus] = useState<QueueStatus | ''>('');
  return (
    <section className="suggestion-queue">
      <PageHeading title={t`Acquisition suggestions`} />
      <div className="field">
        <label htmlFor={`${id}-status`}>{t`Show`}</label>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as QueueStatus | '')}>
          <option value="">{t`Open suggestions`}</option>
          {ACQUISITION_STATUSES.map((code) => (
            <option key={code} value={code}>{i18n._(acquisitionStatusLabels[code])}</option>
          ))}
        </select>
      </div>
      <QueryBoundary resetKey={status}>
        <QueueList status={status || undefined} />
      </QueryBoundary>
    </section>
  );
}

function QueueList({ status }: { status?: QueueStatus }) {
  const { data } = useSuspenseQuery(acquisitionQueries.queue(status));
  if (data.length === 0) return <p><Trans>No suggestions here.</Trans></p>;
  return (
    <ul className="desk-list queue-list">
      {data.map((s) => <QueueItem key={s.cod_sugestao} suggestion={s} />)}
    </ul>
  );
}

function QueueItem({ suggestion: s }: { suggestion: StaffSuggestion }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [next, setNext] = useState<QueueStatus>(s.situacao);
  const [note, setNote] = useState(s.observacao ?? '');
  const [error, setError] = useState<ApiError | null>(null);
  const move = useMutation({
    mutationFn: () => moveSuggestion(queryClient, s.cod_sugestao, { situacao: next, observacao: note.trim() || null }),
    onSuccess: (result) => {
      if (!result.ok) return setError(result.error);
      setError(null);
      notify('success', t`Suggestion moved to “${i18n._(acquisitionStatusLabels[result.data.situacao])}”. The patron was told.`);
    },
  });
  const checkFields = useFieldChecks();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (!network.offline) move.mutate();
  };
  const when = formatDate(s.data_sugestao, { locale: i18n.locale });
  return (
    <li data-staff-suggestion={s.cod_sugestao}>
      <h2 className="queue-title">{s.titulo}</h2>
      <p>
        {[s.autor, s.editor, s.edicao, s.isbn_issn].filter(Boolean).join(' · ')}
      </p>
      <p>
        <Trans>{s.nome_pessoa}, {when}, for {s.desc_biblioteca}.</Trans>{' '}
        {s.professor && <span className="badge"><Trans>Professor</Trans></span>}{' '}
        <strong>{i18n._(acquisitionStatusLabels[s.situacao])}</strong>
      </p>
      {(s.periodico || s.outras_inf) && <p>{[s.periodico, s.outras_inf].filter(Boolean).join(' · ')}</p>}
      <form className="queue-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-next`}>{t`New status`}</label>
          <select id={`${id}-next`} value={next} onChange={(event) => setNext(event.target.value as QueueStatus)}>
            {ACQUISITION_STATUSES.map((code) => (
              <option key={code} value={code}>{i18n._(acquisitionStatusLabels[code])}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-note`}>{t`Note to the patron`}</label>
          <textarea id={`${id}-note`} rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={move.isPending} {...network.controlProps}>
            <Trans>Save and tell the patron</Trans>
          </button>
          {network.hint}
        </div>
        {error && <p className="field-error" role="alert">{describeApiError(error, i18n).text}</p>}
      </form>
    </li>
  );
}
