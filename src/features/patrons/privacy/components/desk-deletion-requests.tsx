// The staff desk's queue of LGPD deletion requests, in the staff queues' shared list (issue
// 36 item 6): each with the patron and their reason; staff say what was done and mark it
// handled (the patron sees that answer), the answers kept in its history.
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { describeApiError, unwrap } from '../../../../api/errors';
import { QueueList } from '../../../platform/staff-queues';

const STATES: Record<string, MessageDescriptor> = {
  aberto: msg({ message: 'Open', comment: 'State of a data deletion request' }),
  atendido: msg({ message: 'Handled', comment: 'State of a data deletion request' }),
};

export function DeskDeletionRequests() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return (
    <QueueList
      queue="exclusoes"
      title={t`Data deletion requests`}
      stateLabel={(code) => (STATES[code] ? i18n._(STATES[code]) : code)}
      move={{
        note: 'required',
        noteLabel: t`What was done`,
        submitLabel: t`Mark handled`,
        run: async (item, _next, resposta) => {
          try {
            await unwrap(api.PUT('/balcao/exclusoes/{id}', { params: { path: { id: item.id } }, body: { resposta } }));
            return null;
          } catch (failure) {
            return describeApiError(failure, i18n).text;
          }
        },
      }}
      onChanged={() => queryClient.invalidateQueries({ queryKey: ['desk'] })}
    />
  );
}
