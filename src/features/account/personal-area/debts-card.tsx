import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { formatMoney } from '../../../lib/format';

const debtsQuery = () => ({
  queryKey: ['account', 'debts'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => unwrap(api.GET('/emprestimo/debitos-pendentes', { signal })),
  staleTime: 0,
});

/** Pending debts (spec §1 Debit): shown when the server offers them (the 'debito' layer). */
export function DebtsCard() {
  const { i18n } = useLingui();
  const debts = useQuery(debtsQuery());
  const total = debts.data?.total_a_pagar ?? 0;
  const amount = formatMoney(total, { locale: i18n.locale });
  return (
    <section className="dashboard-card" aria-labelledby="card-debts">
      <h2 id="card-debts"><Trans>Debts</Trans></h2>
      {debts.isPending ? <Loading /> : debts.isError ? <ErrorMessage error={debts.error} /> : total > 0 ? (
        <p className="card-summary card-alarm"><Trans>To pay: {amount}</Trans></p>
      ) : (
        <p><Trans>No pending debts.</Trans></p>
      )}
    </section>
  );
}
