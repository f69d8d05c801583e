import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CopyButton } from '../../../../components/copy-button';
import { formatDate, formatDateTime, formatMoney } from '../../../../lib/format';
import { debtKeys, pixKeys, pixQueries, type PixCharge } from '../queries';
import { PixQr } from './pix-qr';

/** A PIX charge: its QR code and copia-e-cola while open (a cobv with its due date), then paid or expired (the debts are asked for again when paid). */
export function PixPanel({ made }: { made: PixCharge }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...pixQueries.charge(made.txid), initialData: made });
  const charge = data ?? made;
  const paid = charge.situacao === 'concluida';
  useEffect(() => {
    if (paid) void Promise.all([queryClient.invalidateQueries({ queryKey: debtKeys.list() }), queryClient.invalidateQueries({ queryKey: pixKeys.open() })]);
  }, [paid, queryClient]);
  const money = formatMoney(charge.valor, { locale: i18n.locale });
  const until = formatDateTime(charge.expira_em, { locale: i18n.locale });
  const due = charge.vencimento ? formatDate(charge.vencimento, { locale: i18n.locale }) : null;
  return (
    <section className="pix-panel" aria-labelledby="pix-heading" data-testid="pix-panel" data-status={charge.situacao}>
      <h2 id="pix-heading"><Trans>Pay {money} by PIX</Trans></h2>
      <p role="status">
        {paid ? <strong><Trans>Paid. Thank you: your debts are cleared.</Trans></strong>
          : charge.situacao === 'expirada' ? <Trans>This PIX charge has expired. Make a new one to pay.</Trans>
          : due ? <Trans>Waiting for the payment, due on {due} (it may still be paid until {until}). This page shows it as soon as your bank pays.</Trans>
          : charge.dinamica ? <Trans>Waiting for the payment. This page shows it as soon as your bank pays (until {until}).</Trans>
          : <Trans>After you pay, the library clears your debts when it sees the payment (usually within a working day).</Trans>}
      </p>
      {charge.situacao === 'ativa' ? (
        <>
          <PixQr code={charge.copia_e_cola} />
          <p><Trans>PIX copy and paste code:</Trans></p>
          <p><code className="pix-code" data-testid="pix-code">{charge.copia_e_cola}</code></p>
          <p><CopyButton text={() => charge.copia_e_cola}><Trans>Copy PIX code</Trans></CopyButton></p>
        </>
      ) : null}
      {due ? <p className="pix-due" data-testid="pix-due"><Trans>Due date:</Trans> <strong>{due}</strong></p> : null}
      <p className="pix-txid"><Trans>Charge identifier:</Trans> <code>{charge.txid}</code></p>
    </section>
  );
}
