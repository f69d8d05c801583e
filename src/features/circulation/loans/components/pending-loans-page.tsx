import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { formatDate } from '../../../../lib/format';
import { loanKeys, loanQueries } from '../queries';
import '../loans.css';

/**
 * /meupergamum/emprestimos-pendentes (§1 Pending loans): what the patron has to return,
 * with each copy's volume, tome, part, extra material and location, the due date, the
 * renewals used and whether another patron holds it. Renewing is on the Renewal page.
 */
export function PendingLoansPage() {
  const { t, i18n } = useLingui();
  const { data: loans } = useSuspenseQuery(loanQueries.currentDetailed());
  const date = (value: string) => formatDate(value, { locale: i18n.locale });
  const copyOf = (d: NonNullable<(typeof loans)[number]['detalhes']>) =>
    [d.volume && t`vol. ${d.volume}`, d.tomo && t`tome ${d.tomo}`, d.parte && t`part ${d.parte}`, d.material_adicional]
      .filter(Boolean).join(', ');
  return (
    <section className="pending-loans-page">
      <PageHeading title={t`Pending loans`} />
      <OfflineNotice queryKeys={[loanKeys.current()]} />
      {loans.length === 0 ? (
        <p><Trans>You have no current loans.</Trans></p>
      ) : (
        <div className="table-scroll">
          <table className="responsive-table">
            <caption className="visually-hidden"><Trans>Loans to return</Trans></caption>
            <thead>
              <tr>
                <th scope="col"><Trans>Title</Trans></th>
                <th scope="col"><Trans>Copy</Trans></th>
                <th scope="col"><Trans>Library</Trans></th>
                <th scope="col"><Trans>Borrowed on</Trans></th>
                <th scope="col"><Trans>Due</Trans></th>
                <th scope="col"><Trans>Renewals</Trans></th>
                <th scope="col"><Trans>Status</Trans></th>
              </tr>
            </thead>
            <tbody>
              {loans.map((loan) => {
                const d = loan.detalhes;
                return (
                  <tr key={loan.cod_emprestimo} data-loan={loan.cod_emprestimo}>
                    <th scope="row" className="card-title">
                      <Link to="/acervo/$codAcervo" params={{ codAcervo: loan.cod_acervo }}>{loan.titulo}</Link>
                      {d?.autor ? <span className="loan-author"> — {d.autor}</span> : null}
                    </th>
                    <td data-label={t`Copy`}>
                      {d ? <>{d.cod_exemplar}{copyOf(d) ? ` (${copyOf(d)})` : ''}{d.localizacao ? <><br />{d.localizacao}</> : null}</> : '—'}
                    </td>
                    <td data-label={t`Library`}>{loan.desc_biblioteca}</td>
                    <td data-label={t`Borrowed on`}>{date(loan.data_emprestimo)}</td>
                    <td data-label={t`Due`}>{date(loan.data_devolucao)}</td>
                    <td data-label={t`Renewals`}>{loan.renovacoes} / {loan.limite_renovacoes}</td>
                    <td data-label={t`Status`}>
                      {loan.atrasado ? <strong><Trans>Overdue</Trans></strong> : <Trans>On loan</Trans>}
                      {d?.reservado ? <><br /><Trans>Held by another patron</Trans></> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p><Link to="/meupergamum/renovacao"><Trans>Renew loans</Trans></Link></p>
    </section>
  );
}
