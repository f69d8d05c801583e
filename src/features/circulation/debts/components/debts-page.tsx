import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyButton } from '../../../../components/copy-button';
import { ErrorMessage } from '../../../../components/error-message';
import { OfflineNotice, useNetworkGate } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { formatDate, formatMoney } from '../../../../lib/format';
import { printedLine } from '../numeric-line';
import { createPixCharge, debtKeys, debtQueries, type Debit, type PixCharge } from '../queries';
import { OpenPixCharges } from './open-pix-charges';
import { PagTesouroPay } from './pagtesouro-pay';
import { PixPanel } from './pix-panel';
import { useSlip } from './use-slip';
import '../debts.css';

/** /meupergamum/debitos: each debt with its amounts, the total, and a payment slip per debt or for all (the route loads the debts). */
export function DebtsPage() {
  const { t, i18n } = useLingui();
  const { data: debts } = useSuspenseQuery(debtQueries.list());
  const slip = useSlip();
  const queryClient = useQueryClient();
  // The charge whose code is shown: the one just made, or an open one shown again.
  const [shown, setShown] = useState<PixCharge | null>(null);
  const pix = useMutation({ mutationFn: (debits: Debit[]) => createPixCharge(queryClient, debits), onSuccess: setShown });
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (code: number) => setChosen((was) => {
    const next = new Set(was);
    if (!next.delete(code)) next.add(code);
    return next;
  });
  const picked = debts.debitos.filter((d) => chosen.has(d.cod_debito));
  const gate = useNetworkGate();
  const money = (value: number) => formatMoney(value, { locale: i18n.locale });
  const date = (value: string | null) => (value ? formatDate(value, { locale: i18n.locale }) : '—');
  const made = slip.data;
  // The ticked debts are what PIX or PagTesouro pays, so the column says what it does, not which provider.
  const payColumn = t({ message: 'Pay', context: 'Debts table: the column of checkboxes choosing the debts to pay (by PIX or PagTesouro)' });
  return (
    <section className="debts-page">
      <PageHeading title={t`Debts`} />
      <OfflineNotice queryKeys={[debtKeys.list()]} />
      {debts.debitos.length === 0 ? (
        <p><Trans>You have no debts with the library.</Trans></p>
      ) : (
        <>
          <p className="debts-total" data-testid="debts-total">
            <Trans>Total to pay: <strong>{money(debts.total_a_pagar)}</strong></Trans>
          </p>
          <div className="table-scroll">
            <table className="debts-table responsive-table">
              <caption className="visually-hidden"><Trans>Your debts</Trans></caption>
              <thead>
                <tr>
                  <th scope="col">{payColumn}</th>
                  <th scope="col"><Trans>Service and reason</Trans></th>
                  <th scope="col"><Trans>Fine</Trans></th>
                  <th scope="col"><Trans>Discount</Trans></th>
                  <th scope="col"><Trans>Paid</Trans></th>
                  <th scope="col"><Trans>Payment date</Trans></th>
                  <th scope="col"><Trans>To pay</Trans></th>
                  <th scope="col"><Trans>Payment slip</Trans></th>
                </tr>
              </thead>
              <tbody>
                {debts.debitos.map((debit) => (
                  <tr key={debit.cod_debito} data-debit={debit.cod_debito}>
                    <td data-label={payColumn}>
                      <input type="checkbox" id={`pix-${debit.cod_debito}`} checked={chosen.has(debit.cod_debito)} onChange={() => toggle(debit.cod_debito)} />
                      <label htmlFor={`pix-${debit.cod_debito}`} className="visually-hidden">
                        <Trans>Include in the payment: {debit.motivo ?? debit.tipo_servico}, {money(debit.total_a_pagar)}</Trans>
                      </label>
                    </td>
                    <th scope="row" className="card-title">
                      <span className="debt-service">{debit.tipo_servico}</span>
                      {debit.motivo ? <span className="debt-reason">{debit.motivo}</span> : null}
                      {debit.titulo ? <span className="debt-title">{debit.titulo}</span> : null}
                      <span className="debt-library">{debit.desc_biblioteca}</span>
                    </th>
                    <td data-label={t`Fine`}>{money(debit.valor_multa)}</td>
                    <td data-label={t`Discount`}>{money(debit.desconto)}</td>
                    <td data-label={t`Paid`}>{money(debit.valor_pago)}</td>
                    <td data-label={t`Payment date`}>{date(debit.data_pagamento)}</td>
                    <td data-label={t`To pay`}><strong>{money(debit.total_a_pagar)}</strong></td>
                    <td data-label={t`Payment slip`}>
                      <button type="button" className="button button-secondary" disabled={slip.isPending} {...gate.controlProps}
                        onClick={() => !gate.offline && slip.mutate({ debit })}>
                        <Trans>Download slip</Trans><span className="visually-hidden">: {debit.motivo ?? debit.tipo_servico}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="button-row">
            <button type="button" className="button" disabled={slip.isPending} {...gate.controlProps}
              onClick={() => !gate.offline && slip.mutate({ all: true, total: debts.total_a_pagar })}>
              <Trans>Download one slip for all debts</Trans>
            </button>
            <button type="button" className="button" disabled={pix.isPending || picked.length === 0} {...gate.controlProps}
              onClick={() => !gate.offline && pix.mutate(picked)}>
              <Trans>Pay the selected debts by PIX</Trans>
            </button>
            <button type="button" className="button" disabled={pix.isPending} {...gate.controlProps}
              onClick={() => !gate.offline && pix.mutate(debts.debitos)}>
              <Trans>Pay all by PIX</Trans>
            </button>
          </p>
          {gate.hint}
        </>
      )}
      {made ? (
        <div className="slip-made" role="status">
          <p>
            <Trans>Payment slip {made.numero_referencia} for {money(made.valor)}, due {date(made.data_vencimento)}, was downloaded.</Trans>
          </p>
          <p>
            <Trans>Numeric line:</Trans> <code data-testid="numeric-line">{printedLine(made.linha_digitavel)}</code>{' '}
            <CopyButton text={() => made.linha_digitavel}><Trans>Copy numeric line</Trans></CopyButton>
          </p>
        </div>
      ) : null}
      {shown ? <PixPanel key={shown.txid} made={shown} /> : null}
      <OpenPixCharges shown={shown?.txid ?? null} onShow={setShown} />
      <PagTesouroPay debits={picked.length ? picked : debts.debitos} />
      {slip.isError ? <ErrorMessage error={slip.error} /> : null}
      {pix.isError ? <ErrorMessage error={pix.error} /> : null}
    </section>
  );
}
