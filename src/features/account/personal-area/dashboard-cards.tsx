import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { useNetworkGate } from '../../../components/offline-notice';
import { formatDate } from '../../../lib/format';
import { alertQueries } from '../../alerts';
import { holdQueries } from '../../holds';
import { loanQueries, renewalReason, useRenewal } from '../../loans';

/** Loans, soonest due first, each renewable from the card. */
export function LoansCard() {
  const { i18n } = useLingui();
  const loans = useQuery(loanQueries.current());
  const renewal = useRenewal();
  const gate = useNetworkGate();
  const sorted = [...(loans.data ?? [])].sort((a, b) => a.data_devolucao.localeCompare(b.data_devolucao));
  const overdue = sorted.filter((l) => l.atrasado).length;
  const total = sorted.length;
  return (
    <section className="dashboard-card" aria-labelledby="card-loans">
      <h2 id="card-loans"><Link to="/meupergamum/emprestimos"><Trans>Loans</Trans></Link></h2>
      {loans.isPending ? <Loading /> : loans.isError ? <ErrorMessage error={loans.error} /> : total === 0 ? (
        <p><Trans>No current loans.</Trans></p>
      ) : (
        <>
          <p className="card-summary">
            <Plural value={total} one="# current loan" other="# current loans" />
            {overdue ? <>{' · '}<strong className="card-alarm"><Plural value={overdue} one="# overdue" other="# overdue" /></strong></> : null}
          </p>
          <ul className="card-list">
            {sorted.slice(0, 3).map((loan) => {
              const due = formatDate(loan.data_devolucao, { locale: i18n.locale });
              const outcome = renewal.outcomes[loan.cod_emprestimo];
              return (
                <li key={loan.cod_emprestimo}>
                  <span className="card-item-title">{loan.titulo}</span>
                  <span className={loan.atrasado ? 'card-alarm' : undefined}>
                    {loan.atrasado ? <Trans>overdue since {due}</Trans> : <Trans>due {due}</Trans>}
                  </span>
                  {outcome ? (
                    <span className={outcome.renewed ? 'card-ok' : 'card-alarm'}>
                      {outcome.renewed
                        ? <Trans>Renewed: now due {formatDate(outcome.due ?? '', { locale: i18n.locale })}</Trans>
                        : renewalReason(outcome.reason, i18n)}
                    </span>
                  ) : (
                    <button type="button" className="card-action" disabled={renewal.pending} {...gate.controlProps}
                      onClick={() => !gate.offline && renewal.renew([loan.cod_emprestimo])}>
                      <Trans>Renew</Trans><span className="visually-hidden">: {loan.titulo}</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {gate.hint}
        </>
      )}
    </section>
  );
}

/** Holds: ready ones first (with the last day to collect), then the queue positions. */
export function HoldsCard() {
  const { i18n } = useLingui();
  const holds = useQuery(holdQueries.list());
  const list = [...(holds.data ?? [])].sort((a, b) => Number(!!b.data_liberacao) - Number(!!a.data_liberacao));
  return (
    <section className="dashboard-card" aria-labelledby="card-holds">
      <h2 id="card-holds"><Link to="/meupergamum/reservas"><Trans>Holds</Trans></Link></h2>
      {holds.isPending ? <Loading /> : holds.isError ? <ErrorMessage error={holds.error} /> : list.length === 0 ? (
        <p><Trans>No holds.</Trans></p>
      ) : (
        <ul className="card-list">
          {list.slice(0, 4).map((hold) => {
            const until = hold.data_limite_retirada ? formatDate(hold.data_limite_retirada, { locale: i18n.locale }) : '';
            const position = hold.posicao_fila ?? 0;
            return (
              <li key={hold.cod_reserva} data-hold={hold.cod_reserva}>
                <span className="card-item-title">{hold.titulo}</span>
                {hold.data_liberacao ? (
                  <strong className="card-ok">{until ? <Trans>Ready: collect by {until}</Trans> : <Trans>Ready to collect</Trans>}</strong>
                ) : (
                  <span><Trans>Position {position} in the queue</Trans></span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Unread alerts, newest first. */
export function AlertsCard() {
  const alerts = useQuery(alertQueries.list());
  const unread = (alerts.data ?? []).filter((a) => !a.lido);
  const count = unread.length;
  return (
    <section className="dashboard-card" aria-labelledby="card-alerts">
      <h2 id="card-alerts"><Link to="/meupergamum/alertas"><Trans>Alerts</Trans></Link></h2>
      {alerts.isPending ? <Loading /> : alerts.isError ? <ErrorMessage error={alerts.error} /> : count === 0 ? (
        <p><Trans>No unread alerts.</Trans></p>
      ) : (
        <>
          <p className="card-summary"><Plural value={count} one="# unread alert" other="# unread alerts" /></p>
          <ul className="card-list">
            {unread.slice(0, 3).map((alert) => (
              <li key={alert.id}><span className="card-item-title">{alert.titulo}</span><span>{alert.mensagem}</span></li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
