import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataSection } from '../../../../components/query-boundary';
import { formatMoney } from '../../../../lib/format';
import { debtQueries } from '../queries';

/** The dashboard's debts card: the total to pay, or that there is none. */
export function DebtsCard() {
  return (
    <DataSection className="dashboard-card" id="card-debts" title={<Link to="/meupergamum/debitos"><Trans>Debts</Trans></Link>}>
      <DebtsSummary />
    </DataSection>
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
