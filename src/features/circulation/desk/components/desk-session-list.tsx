import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../../lib/format';
import { useDeskSession } from './desk-session';
import { CheckOutSlip, ReturnSlip, SlipPaperChoice, usePrinter } from './slips';

/** This patron's check-outs and returns at the desk, in order, with their slips (issue 36 item 2). */
export function DeskSessionList() {
  const { t, i18n } = useLingui();
  const { patron, entries } = useDeskSession();
  const { print } = usePrinter();
  const loans = entries.flatMap((e) => (e.kind === 'checkout' ? [e.done] : []));
  const name = patron?.nome ?? '';
  return (
    <section className="desk-card desk-session" aria-labelledby="desk-session-title">
      <h2 id="desk-session-title">{t`Session at the desk`}</h2>
      {patron && (
        <p>
          <Trans>Patron: {name}</Trans>
        </p>
      )}
      {entries.length === 0 ? (
        <p>{patron ? <Trans>Nothing lent or returned for this patron yet.</Trans> : <Trans>No patron at the desk.</Trans>}</p>
      ) : (
        <table className="responsive-table desk-session-table">
          <caption className="visually-hidden">{t`This patron’s check-outs and returns at the desk`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Done`}</th>
              <th scope="col">{t`Title`}</th>
              <th scope="col">{t`Date`}</th>
              <th scope="col">
                <span className="visually-hidden">{t`Slip`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) =>
              entry.kind === 'checkout' ? (
                <tr key={entry.id}>
                  <td data-label={t`Done`}>{t`Checked out`}</td>
                  <td data-label={t`Title`}>{entry.done.emprestimo.titulo}</td>
                  <td data-label={t`Date`}>
                    {t`Due`} {formatDate(entry.done.emprestimo.data_devolucao, { locale: i18n.locale })}
                  </td>
                  <td />
                </tr>
              ) : (
                <tr key={entry.id}>
                  <td data-label={t`Done`}>{t`Returned`}</td>
                  <td data-label={t`Title`}>{entry.done.titulo}</td>
                  <td data-label={t`Date`}>{formatDate(entry.done.data_devolucao, { locale: i18n.locale })}</td>
                  <td>
                    <button type="button" className="button button-secondary" onClick={() => print(<ReturnSlip done={entry.done} />)}>
                      <Trans>Print return slip</Trans>
                      <span className="visually-hidden"> {entry.done.titulo}</span>
                    </button>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={!patron || loans.length === 0}
          onClick={() => patron && print(<CheckOutSlip patron={patron} loans={loans} />)}
        >
          <Trans>Print check-out slip</Trans>
        </button>
      </div>
      <SlipPaperChoice />
    </section>
  );
}
