import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataSection } from '../../../../components/query-boundary';
import { formatDate, formatMoney } from '../../../../lib/format';
import { loanQueries } from '../queries';

/** Past loans: when each was borrowed and returned, and the fine it brought, if any. */
export function LoanHistory() {
  return (
    <DataSection id="loan-history-heading" title={<Trans>Loan history</Trans>}>
      <LoanHistoryTable />
    </DataSection>
  );
}

function LoanHistoryTable() {
  const { t, i18n } = useLingui();
  const { data: history } = useSuspenseQuery(loanQueries.history());
  const day = (value: string | null) => (value ? formatDate(value, { locale: i18n.locale }) : '—');
  return history.length === 0 ? (
    <p><Trans>No past loans.</Trans></p>
  ) : (
    <table className="loan-history responsive-table">
      <thead>
        <tr>
          <th scope="col"><Trans>Title</Trans></th>
          <th scope="col"><Trans>Borrowed</Trans></th>
          <th scope="col"><Trans>Returned</Trans></th>
          <th scope="col"><Trans>Fine</Trans></th>
        </tr>
      </thead>
      <tbody>
        {history.map((entry) => (
          <tr key={entry.cod_emprestimo}>
            <td className="card-title"><Link to="/acervo/$codAcervo" params={{ codAcervo: entry.cod_acervo }}>{entry.titulo}</Link></td>
            <td data-label={t`Borrowed`}>{day(entry.data_emprestimo)}</td>
            <td data-label={t`Returned`}>{day(entry.data_devolucao_efetiva)}</td>
            <td data-label={t`Fine`}>{entry.multa ? formatMoney(entry.multa.valor_multa, { locale: i18n.locale }) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
