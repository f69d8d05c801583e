// A patron's PIX charges at the desk (issue 39): where each stands, the static ones staff
// clear once the library's account shows the payment (audited, with the reason), and the
// payments that paid nothing (a second payment, another amount) for staff to refund or settle.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Debit, PixCharge } from '../../../../api/types';
import { DataSection } from '../../../../components/query-boundary';
import { formatDate, formatDateTime, formatMoney } from '../../../../lib/format';
import { deskQueries, mayWorkTheDesk } from '../../../circulation/desk';
import { reviewReason } from '../payment-words';
import { staffPatronActions, staffPatronQueries } from '../queries';
import { DeskPixCharge } from './desk-pix-charge';
import { ReasonAction } from './reason-action';

export function PatronPix({ cod, debts }: { cod: number; debts: Debit[] }) {
  const { t } = useLingui();
  return (
    <DataSection id="patron-pix" title={t`PIX charges`}>
      <PixCharges cod={cod} debts={debts} />
    </DataSection>
  );
}

function PixCharges({ cod, debts }: { cod: number; debts: Debit[] }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(staffPatronQueries.pix(cod));
  // Making a charge is the cashier's (circulation, as the server says); the patrons role only sees them.
  const session = useQuery(deskQueries.session());
  const cashier = session.data?.ok === true && mayWorkTheDesk(session.data.data.permissoes);
  const money = (value: number) => formatMoney(value, { locale: i18n.locale });
  const when = (iso: string) => formatDateTime(iso, { locale: i18n.locale });
  const state = (charge: PixCharge) =>
    charge.situacao === 'concluida' ? t`Paid` : charge.situacao === 'expirada' ? t`Expired` : t`Open`;
  return (
    <>
      {data.cobrancas.length === 0 ? (
        <p><Trans>No PIX charges.</Trans></p>
      ) : (
        <table className="responsive-table">
          <caption className="visually-hidden">{t`PIX charges`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Charge identifier`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Kind`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Made`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {data.cobrancas.map((charge) => (
              <tr key={charge.txid} data-status={charge.situacao}>
                <th scope="row" data-label={t`Charge identifier`}><code>{charge.txid}</code></th>
                <td data-label={t`Amount`}>{money(charge.valor)}</td>
                <td data-label={t`Kind`}>
                  {charge.dinamica ? t`Through the payment provider` : t`Library's key (cleared by staff)`}
                  {charge.vencimento ? <>{' '}<Trans>(due {formatDate(charge.vencimento, { locale: i18n.locale })})</Trans></> : null}
                </td>
                <td data-label={t`Status`}>{state(charge)}{charge.pago_em ? ` (${when(charge.pago_em)})` : ''}</td>
                <td data-label={t`Made`}>{when(charge.criado_em)}</td>
                <td data-label={t`Actions`}>
                  {charge.situacao === 'ativa' && !charge.dinamica ? (
                    <ReasonAction
                      label={t`Clear the PIX charge of ${money(charge.valor)}`}
                      confirm={t`Clear charge`}
                      done={t`Charge cleared: its debts are paid.`}
                      run={(reason) => staffPatronActions.clearPix(queryClient, charge.txid, reason)}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.revisar.length > 0 ? (
        <>
          <h3><Trans>Payments to refund or settle</Trans></h3>
          <p><Link to="/balcao/pagamentos-revisar"><Trans>Record how each was resolved in Payments to review</Trans></Link></p>
          <ul className="pix-review">
            {data.revisar.map((payment) => (
              <li key={payment.end_to_end_id}>
                {money(payment.valor)}, {when(payment.horario)}: {reviewReason(i18n, payment.motivo)} (<code>{payment.txid}</code>)
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {cashier ? <DeskPixCharge cod={cod} debts={debts} cobv={data.cobv} /> : null}
    </>
  );
}
