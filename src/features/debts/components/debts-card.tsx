import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryBoundary } from '../../../components/query-boundary';
import { formatMoney } from '../../../lib/format';
import { debtQueries } from '../queries';

/** The dashboard's debts card: the total to pay, or that there is none. */
export function DebtsCard() {
  return (
    <section className="dashboard-card" aria-labelledby="card-debts">
      <h2 id="card-debts"><Link to="/meupergamum/debitos"><Trans>Debts</Trans></Link></h2>
      <QueryBoundary>
        <DebtsSummary />
      </QueryBoundary>
    </section>
  );
}

function DebtsSummary() {
  const { i18n } = useLingui();
  const { data: debts } = useSuspenseQuery(debtQueries.list());
  const total = formatMoney(debts.total_a_pagar, { locale: i18n.locale });
  return debts.debitos.length === 0 ? (
    <p><Trans>No debts.</Trans></p>
  ) : (
    <p className="card-summary">
      <strong className="card-alarm"><Trans>To pay: {total}</Trans></strong>
    </p>
  );
}
