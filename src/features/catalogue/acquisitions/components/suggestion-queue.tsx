// /balcao/sugestoes (issue 25, role cataloguing): the acquisition suggestions to work, in the
// staff queues' shared list (issue 36 item 6): filtered (professors' as a kind), searched,
// sorted, paged, taken; staff move each to another status with a note for the patron, who
// gets an alert (the server writes it with an audit row; the note joins the history).
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { describeApiError } from '../../../../api/errors';
import { PageHeading } from '../../../../components/page-heading';
import { QueueList } from '../../../platform/staff-queues';
import { acquisitionStatusLabels } from '../messages';
import { moveSuggestion, type QueueStatus } from '../queries';
import '../acquisitions.css';

const professors = msg({ message: 'Sent by a professor', comment: 'Kind of acquisition suggestion in the staff queue' });

export function SuggestionQueuePage() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return (
    <section className="suggestion-queue">
      <PageHeading title={t`Acquisition suggestions`} />
      <QueueList
        queue="sugestoes"
        title={t`Acquisition suggestions`}
        stateLabel={(code) => (code in acquisitionStatusLabels ? i18n._(acquisitionStatusLabels[code as QueueStatus]) : code)}
        kindLabel={() => i18n._(professors)}
        move={{
          note: 'optional',
          noteLabel: t`Note to the patron`,
          submitLabel: t`Save and tell the patron`,
          run: async (item, next, note) => {
            const outcome = await moveSuggestion(queryClient, item.id, { situacao: next as QueueStatus, observacao: note || null });
            return outcome.ok ? null : describeApiError(outcome.error, i18n).text;
          },
        }}
        onChanged={() => queryClient.invalidateQueries({ queryKey: ['desk'] })}
      />
    </section>
  );
}
