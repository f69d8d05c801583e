// The staff desk's panel of LGPD deletion requests: each open one with the patron and their
// details; staff say what was done and mark it handled (the patron sees that answer).
import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../../../api/client';
import { describeApiError, unwrap } from '../../../../api/errors';
import { DataSection } from '../../../../components/query-boundary';
import { formatDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notices';
import type { components } from '../../../../../openapi/schema.gen';
import { useFieldChecks } from '../../../../components/field-checks';

type Request = components['schemas']['DeskDeletionRequest'];

const deskDeletionKey = () => ['desk', 'deletion-requests'] as const;
const deskDeletionQuery = () =>
  queryOptions({
    queryKey: deskDeletionKey(),
    queryFn: ({ signal }) => unwrap(api.GET('/balcao/exclusoes', { signal })),
    // Other people's requests, on a desk computer: never saved.
    meta: { persist: false },
    retry: false,
  });

export function DeskDeletionRequests() {
  const { t } = useLingui();
  return (
    <DataSection id="desk-deletions-title" title={t`Data deletion requests`}>
      <DeletionList />
    </DataSection>
  );
}

function DeletionList() {
  const { data: requests } = useSuspenseQuery(deskDeletionQuery());
  if (requests.length === 0) return <p><Trans>No deletion requests are open.</Trans></p>;
  return (
    <ul className="desk-list">
      {requests.map((request) => <DeletionItem key={request.id} request={request} />)}
    </ul>
  );
}

function DeletionItem({ request }: { request: Request }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const when = formatDateTime(request.pedido_em, { locale: i18n.locale });
  const name = request.nome;
  const login = request.login;

  const checkFields = useFieldChecks();

  async function handle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (!answer.trim()) return setError(t`Say what was done before marking the request handled.`);
    setBusy(true);
    setError(null);
    try {
      await unwrap(api.PUT('/balcao/exclusoes/{id}', { params: { path: { id: request.id } }, body: { resposta: answer.trim() } }));
      notify('success', t`Deletion request marked handled.`);
      await queryClient.invalidateQueries({ queryKey: deskDeletionKey() });
    } catch (failure) {
      setError(describeApiError(failure, i18n).text);
      setBusy(false);
    }
  }

  return (
    <li data-desk-deletion={request.id}>
      <p><Trans>{name} ({login}) asked on {when}</Trans></p>
      {request.motivo && <blockquote>{request.motivo}</blockquote>}
      <form onSubmit={handle} noValidate>
        <div className="field">
          <label htmlFor={`${id}-answer`}><Trans>What was done</Trans></label>
          <textarea id={`${id}-answer`} required data-missing={t`Say what was done before marking the request handled.`} rows={2} maxLength={2000} value={answer} onChange={(e) => setAnswer(e.target.value)} />
        </div>
        <button type="submit" className="button" disabled={busy}><Trans>Mark handled</Trans></button>
        <p className="field-error" role="alert">{error}</p>
      </form>
    </li>
  );
}
