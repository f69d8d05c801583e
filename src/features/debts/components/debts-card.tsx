import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { formatMoney } from '../../../lib/format';
import { debtQueries } from '../queries';

/** The dashboard's debts card: the total to pay, or that there is none. */
export function DebtsCard() {
  const { i18n } = useLingui();
  const debts = useQuery(debtQueries.list());
  const total = debts.data ? formatMoney(debts.data.total_a_pagar, { locale: i18n.locale }) : '';
  return (
    <section className="dashboard-card" aria-labelledby="card-debts">
      <h2 id="card-debts"><Link to="/meupergamum/debitos"><Trans>Debts</Trans></Link></h2>
      {debts.isPending ? <Loading /> : debts.isError ? <ErrorMessage error={debts.error} /> : debts.data.debitos.length === 0 ? (
        <p><Trans>No debts.</Trans></p>
      ) : (
        <p className="card-summary">
          <strong className="card-alarm"><Trans>To pay: {total}</Trans></strong>
        </p>
      )}
    </section>
  );
}
