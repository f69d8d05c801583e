import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorMessage } from '../../../../components/error-message';
import { useNetworkGate } from '../../../../components/offline-notice';
import { formatDate, formatMoney } from '../../../../lib/format';
import { createPagTesouroPayment, pagTesouroQueries, type Debit, type PagTesouroPayment } from '../queries';

/**
 * PagTesouro, the federal government's payment service, when the library takes it: a button
 * that sends the patron to PagTesouro's page for the ticked debts (all of them when none is
 * ticked), and their latest payments as PagTesouro last said (an expired or cancelled one
 * shown as such, an open one with the way back to its page).
 */
export function PagTesouroPay({ debits }: { debits: Debit[] }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useQuery(pagTesouroQueries.list());
  const gate = useNetworkGate();
  const pay = useMutation({
    mutationFn: () => createPagTesouroPayment(queryClient, debits),
    onSuccess: (payment) => { if (payment.url) window.location.assign(payment.url); },
  });
  if (!data?.disponivel) return null;
  const state: Record<PagTesouroPayment['situacao'], string> = {
    aberto: t({ message: 'waiting for payment', context: 'PagTesouro payment state' }),
    concluido: t({ message: 'paid', context: 'PagTesouro payment state' }),
    rejeitado: t({ message: 'rejected', context: 'PagTesouro payment state' }),
    cancelado: t({ message: 'cancelled', context: 'PagTesouro payment state' }),
    expirado: t({ message: 'expired', context: 'PagTesouro payment state' }),
  };
  return (
    <section className="pagtesouro" data-testid="pagtesouro">
      {debits.length ? (
        <p className="button-row">
          <button type="button" className="button" disabled={pay.isPending || pay.isSuccess} aria-describedby="pagtesouro-hint" {...gate.controlProps}
            onClick={() => !gate.offline && pay.mutate()}>
            <Trans>Pay with PagTesouro</Trans>
          </button>
          <span id="pagtesouro-hint"><Trans>Pays the ticked debts, or all of them when none is ticked, on the federal government's payment page (PIX, card or slip).</Trans></span>
        </p>
      ) : null}
      {pay.isError ? <ErrorMessage error={pay.error} /> : null}
      {data.pagamentos.length ? (
        <>
          <h2><Trans>Your PagTesouro payments</Trans></h2>
          <ul className="pagtesouro-payments">
            {data.pagamentos.map((p) => {
              const amount = formatMoney(p.valor, { locale: i18n.locale });
              const day = formatDate(p.criado_em, { locale: i18n.locale });
              const status = state[p.situacao];
              return (
                <li key={p.referencia} data-status={p.situacao}>
                  <Trans>{amount} on {day}: {status}</Trans>
                  {p.url ? <> <a href={p.url}><Trans>Continue paying</Trans></a></> : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
