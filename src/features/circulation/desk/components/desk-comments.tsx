// Comments awaiting approval (spec §4: shown only once the library approves them), in the
// staff queues' shared list (issue 36 item 6): filtered, searched, paged, taken, and
// approved or rejected one by one or in bulk.
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { describeApiError } from '../../../../api/errors';
import { QueueList, type QueueBulk } from '../../../platform/staff-queues';
import { deskActions, deskKeys } from '../queries';

const STATES: Record<string, MessageDescriptor> = {
  pendente: msg({ message: 'Awaiting approval', comment: 'State of a patron comment' }),
  aprovado: msg({ message: 'Approved', comment: 'State of a patron comment' }),
  rejeitado: msg({ message: 'Rejected', comment: 'State of a patron comment' }),
};

type Decision = 'aprovado' | 'rejeitado';

export function DeskComments() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const stateLabel = (code: string) => (STATES[code] ? i18n._(STATES[code]) : code);

  const bulkAction = (situacao: Decision, label: string): QueueBulk => ({
    label,
    run: async (ids) => {
      const outcome = await deskActions.moderateComments(queryClient, ids, situacao);
      if (!outcome.ok) return describeApiError(outcome.error, i18n).text;
      const done = outcome.data.moderados.length;
      const skipped = outcome.data.ignorados.length;
      const words = situacao === 'aprovado' ? t`Comments approved: ${done}.` : t`Comments rejected: ${done}.`;
      return skipped ? `${words} ${t`Already moderated or gone: ${skipped}.`}` : words;
    },
  });

  return (
    <QueueList
      queue="comentarios"
      title={t`Comments to moderate`}
      stateLabel={stateLabel}
      move={{
        note: 'none',
        run: async (item, next) => {
          const outcome = await deskActions.moderateComment(queryClient, item.id, next as Decision);
          return outcome.ok ? null : describeApiError(outcome.error, i18n).text;
        },
      }}
      bulk={[bulkAction('aprovado', t`Approve the chosen`), bulkAction('rejeitado', t`Reject the chosen`)]}
      onChanged={() => queryClient.invalidateQueries({ queryKey: deskKeys.all() })}
    />
  );
}
