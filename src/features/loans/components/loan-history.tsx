import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { formatDate, formatMoney } from '../../../lib/format';
import { loanQueries } from '../queries';

/** Past loans: when each was borrowed and returned, and the fine it brought, if any. */
export function LoanHistory() {
  const { i18n } = useLingui();
  const history = useQuery(loanQueries.history());
  const day = (value: string | null) => (value ? formatDate(value, { locale: i18n.locale }) : '—');
  return (
    <section aria-labelledby="loan-history-heading">
      <h2 id="loan-history-heading"><Trans>Loan history</Trans></h2>
      {history.isPending ? <Loading /> : history.isError ? <ErrorMessage error={history.error} /> : history.data.length === 0 ? (
        <p><Trans>No past loans.</Trans></p>
      ) : (
        <table className="loan-history">
          <thead>
            <tr>
              <th scope="col"><Trans>Title</Trans></th>
              <th scope="col"><Trans>Borrowed</Trans></th>
              <th scope="col"><Trans>Returned</Trans></th>
              <th scope="col"><Trans>Fine</Trans></th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((entry) => (
              <tr key={entry.cod_emprestimo}>
                <td><Link to="/acervo/$codAcervo" params={{ codAcervo: entry.cod_acervo }}>{entry.titulo}</Link></td>
                <td>{day(entry.data_emprestimo)}</td>
                <td>{day(entry.data_devolucao_efetiva)}</td>
                <td>{entry.multa ? formatMoney(entry.multa.valor_multa, { locale: i18n.locale }) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
