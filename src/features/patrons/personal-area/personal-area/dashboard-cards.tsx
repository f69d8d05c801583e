import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useNetworkGate } from '../../../../components/offline-notice';
import { DataSection } from '../../../../components/query-boundary';
import { formatDate } from '../../../../lib/format';
import { alertQueries } from '../../alerts';
import { holdQueries } from '../../../circulation/holds';
import { loanQueries, renewalReason, useRenewal } from '../../../circulation/loans';

/** A dashboard card: its heading links to the full page; its data loads on its own. */
function DashboardCard({ id, to, title, children }: { id: string; to: LinkProps['to']; title: ReactNode; children: ReactNode }) {
  return (
    <DataSection className="dashboard-card" id={id} title={<Link to={to}>{title}</Link>}>
      {children}
    </DataSection>
  );
}

/** Loans, soonest due first: "Renew" on those the server would renew, the reason on the others. */
export function LoansCard() {
  return (
    <DashboardCard id="card-loans" to="/meupergamum/emprestimos" title={<Trans>Loans</Trans>}>
      <LoansSummary />
    </DashboardCard>
  );
}

function LoansSummary() {
  const { i18n } = useLingui();
  // The renewal view of the loans: the server's decision per loan (overdue, limit reached,
  // a blocked patron…), so the card offers "Renew" only where it can succeed.
  const { data: loans } = useSuspenseQuery(loanQueries.renewable());
  const renewal = useRenewal();
  const gate = useNetworkGate();
  const sorted = [...loans].sort((a, b) => a.data_devolucao.localeCompare(b.data_devolucao));
  const overdue = sorted.filter((l) => l.atrasado).length;
  const total = sorted.length;
  if (total === 0) return <p><Trans>No current loans.</Trans></p>;
  return (
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
              ) : loan.renovavel ? (
                <button type="button" className="button card-action" disabled={renewal.pending} {...gate.controlProps}
                  onClick={() => !gate.offline && renewal.renew([loan.cod_emprestimo])}>
                  <Trans>Renew</Trans><span className="visually-hidden">: {loan.titulo}</span>
                </button>
              ) : (
                <span className="card-cannot"><Trans>Cannot be renewed:</Trans> {renewalReason(loan.motivo, i18n)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {gate.hint}
    </>
  );
}

/** Holds: ready ones first (with the last day to collect), then the queue positions. */
export function HoldsCard() {
  return (
    <DashboardCard id="card-holds" to="/meupergamum/reservas" title={<Trans>Holds</Trans>}>
      <HoldsSummary />
    </DashboardCard>
  );
}

function HoldsSummary() {
  const { i18n } = useLingui();
  const { data: holds } = useSuspenseQuery(holdQueries.list());
  const list = [...holds].sort((a, b) => Number(!!b.data_liberacao) - Number(!!a.data_liberacao));
  if (list.length === 0) return <p><Trans>No holds.</Trans></p>;
  return (
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
  );
}

/** Unread alerts, newest first. */
export function AlertsCard() {
  return (
    <DashboardCard id="card-alerts" to="/meupergamum/alertas" title={<Trans>Alerts</Trans>}>
      <AlertsSummary />
    </DashboardCard>
  );
}

function AlertsSummary() {
  const { data: alerts } = useSuspenseQuery(alertQueries.list());
  const unread = alerts.filter((a) => !a.lido);
  const count = unread.length;
  if (count === 0) return <p><Trans>No unread alerts.</Trans></p>;
  return (
    <>
      <p className="card-summary"><Plural value={count} one="# unread alert" other="# unread alerts" /></p>
      <ul className="card-list">
        {unread.slice(0, 3).map((alert) => (
          <li key={alert.id}><span className="card-item-title">{alert.titulo}</span><span>{alert.mensagem}</span></li>
        ))}
      </ul>
    </>
  );
}
