// /balcao/solicitacoes (staff, circulation): the queue of requests to the library in the
// staff queues' shared list (issue 36 item 6): filtered by kind, library, state and date,
// searched, sorted, paged, taken; a move may carry a note to the patron, who gets an alert
// and a push (the server audits it, and the note joins the request's history).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeading } from '../../../../components/page-heading';
import { loanRequestStates } from '../../../circulation/loan-requests';
import { QueueList } from '../../../platform/staff-queues';
import { requestText } from '../messages';
import { moveRequest, type DeskRequest, type RequestStep } from '../queries';
import { kindText } from './requests-page';

export function DeskRequestsPage() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return (
    <section className="desk-library-requests">
      <PageHeading title={t`Requests to the library`} />
      <p><Trans>Document copies, surveys, catalogue cards, specialized searches, inter-library loans and closed-storage requests, open ones oldest first. Each change is recorded and sent to the patron.</Trans></p>
      <QueueList
        queue="solicitacoes"
        title={t`Requests to the library`}
        stateLabel={(code) => (code in loanRequestStates ? i18n._(loanRequestStates[code as keyof typeof loanRequestStates]) : code)}
        // The queue names a kind as stored (comutacao_bibliografica); the words are the wire name's.
        kindLabel={(code) => kindText(i18n, { tipo: code.replace(/_/g, '-') as DeskRequest['solicitacao']['tipo'], subtipo: null })}
        move={{
          note: 'optional',
          noteLabel: t`Note to the patron (optional)`,
          run: async (item, next, note) => {
            const outcome = await moveRequest(queryClient, item.id, next as RequestStep, note || undefined);
            return outcome.ok ? null : requestText(i18n, outcome.message);
          },
        }}
        onChanged={() => queryClient.invalidateQueries({ queryKey: ['desk'] })}
      />
    </section>
  );
}
