import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { OfflineNotice, useNetworkGate } from '../../../../components/offline-notice';
import { DueMoveNote } from '../../../../components/due-move-note';
import { PageHeading } from '../../../../components/page-heading';
import { formatDate } from '../../../../lib/format';
import { AddToCalendar, CalendarSubscription } from '../../calendar';
import { loanKeys, loanQueries } from '../queries';
import { renewalReason } from '../renewal-messages';
import { useRenewal } from '../use-renewal';
import { LoanHistory } from './loan-history';
import '../loans.css';

/**
 * /meupergamum/emprestimos: current loans with renewal (one, several, all), then the history
 * (the route loads the loans). /meupergamum/renovacao (§1 Renewal) is the same screen
 * without the history: only what can be renewed and why not.
 */
export function LoansPage({ renewalOnly = false }: { renewalOnly?: boolean }) {
  const { t, i18n } = useLingui();
  const { data: loans } = useSuspenseQuery(loanQueries.renewable());
  const renewal = useRenewal();
  const gate = useNetworkGate();
  const [selected, setSelected] = useState<number[]>([]);
  const [selectionError, setSelectionError] = useState(false);
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const renewable = loans.filter((l) => l.renovavel);

  const renewSelected = () => {
    if (gate.offline || renewal.pending) return;
    // Spec §5: an item must be selected.
    if (selected.length === 0) return setSelectionError(true);
    setSelectionError(false);
    renewal.renew(selected);
    setSelected([]);
  };
  const renewAll = () => {
    if (gate.offline || renewal.pending) return;
    setSelectionError(false);
    renewal.renewAll();
    setSelected([]);
  };

  return (
    <section className="loans-page">
      <PageHeading title={renewalOnly ? t`Renewal` : t`Loans`} />
      <OfflineNotice queryKeys={[loanKeys.renewable()]} />
      <h2><Trans>Current loans</Trans></h2>
      {loans.length === 0 ? (
        <p><Trans>You have no current loans.</Trans></p>
      ) : (
        <>
          <ul className="loan-list">
            {loans.map((loan) => {
              const outcome = renewal.outcomes[loan.cod_emprestimo];
              const checkboxId = `renew-${loan.cod_emprestimo}`;
              const due = formatDate(loan.data_devolucao, { locale: i18n.locale });
              const count = loan.renovacoes;
              const limit = loan.limite_renovacoes;
              return (
                <li key={loan.cod_emprestimo} className={loan.atrasado ? 'loan overdue' : 'loan'} data-loan={loan.cod_emprestimo}>
                  <div className="loan-main">
                    {loan.renovavel ? (
                      <input type="checkbox" id={checkboxId} checked={selected.includes(loan.cod_emprestimo)} onChange={() => toggle(loan.cod_emprestimo)} />
                    ) : null}
                    <div>
                      <label htmlFor={loan.renovavel ? checkboxId : undefined} className="loan-title">
                        <Link to="/acervo/$codAcervo" params={{ codAcervo: loan.cod_acervo }}>{loan.titulo}</Link>
                      </label>
                      <p className="loan-facts">
                        <span className="loan-due">
                          {loan.atrasado ? <Trans>Overdue since {due}</Trans> : <Trans>Due {due}</Trans>}
                        </span>
                        {' · '}<Trans comment="Renewals done out of the most allowed, e.g. 'Renewed 1 of 2 times'">Renewed {count} of {limit} times</Trans>
                        {' · '}{loan.desc_biblioteca}
                      </p>
                      {loan.prazo_movido && !outcome ? (
                        <p className="loan-due-move"><DueMoveNote move={loan.prazo_movido} due={loan.data_devolucao} dueTime={loan.hora_devolucao} /></p>
                      ) : null}
                      <AddToCalendar uid={`emprestimo-${loan.cod_emprestimo}@catalogo`} date={outcome?.due ?? loan.data_devolucao}
                        title={loan.titulo} library={loan.desc_biblioteca} fileName={`devolucao-${loan.cod_emprestimo}.ics`} />
                      {!loan.renovavel && loan.motivo && !outcome ? (
                        <p className="loan-cannot"><Trans>Cannot be renewed:</Trans> {renewalReason(loan.motivo, i18n)}</p>
                      ) : null}
                      {outcome ? (
                        <p className={outcome.renewed ? 'loan-outcome renewed' : 'loan-outcome refused'}>
                          {outcome.renewed
                            ? <Trans>Renewed: now due {formatDate(outcome.due ?? '', { locale: i18n.locale })}</Trans>
                            : <><Trans>Not renewed:</Trans> {renewalReason(outcome.reason, i18n)}</>}
                        </p>
                      ) : null}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          {renewable.length > 0 ? (
            <div className="loan-actions">
              <button type="button" className="button" onClick={renewSelected} disabled={renewal.pending} {...gate.controlProps}>
                <Trans>Renew selected</Trans>
              </button>
              <button type="button" className="button" onClick={renewAll} disabled={renewal.pending} {...gate.controlProps}>
                <Trans>Renew all</Trans>
              </button>
              {gate.hint}
            </div>
          ) : (
            // No loan the server would renew: no button that can only be refused; each loan says why.
            <p className="loan-none-renewable"><Trans>None of these loans can be renewed now; each one says why.</Trans></p>
          )}
          {selectionError ? <p className="form-error" role="alert"><Trans>Select at least one loan to renew.</Trans></p> : null}
          <p role="status" className="renewal-summary">
            {renewal.renewedCount + renewal.refusedCount > 0 ? (
              <>
                <Plural value={renewal.renewedCount} one="# loan renewed." other="# loans renewed." />{' '}
                {renewal.refusedCount > 0 ? <Plural value={renewal.refusedCount} one="# could not be renewed." other="# could not be renewed." /> : null}
              </>
            ) : null}
          </p>
        </>
      )}
      {!renewalOnly && (
        <>
          <CalendarSubscription />
          <LoanHistory />
        </>
      )}
    </section>
  );
}
