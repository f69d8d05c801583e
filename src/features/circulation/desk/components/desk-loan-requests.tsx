// Loan requests and the states each may move to now (spec §4: waiting → in transit →
// available → finished, or cancelled / not finished; available alerts the patron), in the
// staff queues' shared list (issue 36 item 6): filtered, searched, sorted, paged, taken.
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { describeApiError } from '../../../../api/errors';
import type { LoanRequestStep } from '../../../../api/types';
import { QueueList } from '../../../platform/staff-queues';
import { loanRequestStates } from '../../loan-requests';
import { deskActions, deskKeys } from '../queries';

export function DeskLoanRequests() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return (
    <QueueList
      queue="solicitacoes-emprestimo"
      title={t`Loan requests`}
      stateLabel={(code) => (code in loanRequestStates ? i18n._(loanRequestStates[code as keyof typeof loanRequestStates]) : code)}
      move={{
        note: 'none',
        run: async (item, next) => {
          const outcome = await deskActions.advanceLoanRequest(queryClient, item.id, next as LoanRequestStep);
          return outcome.ok ? null : describeApiError(outcome.error, i18n).text;
        },
      }}
      onChanged={() => queryClient.invalidateQueries({ queryKey: deskKeys.all() })}
    />
  );
}
