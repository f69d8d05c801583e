import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime, formatMoney } from '../../../../lib/format';
import { pixQueries, type PixCharge } from '../queries';

/**
 * The patron's PIX charges that may still be paid besides the one shown (made earlier here, or
 * at the desk): each with its due date when it has one, and the way to show its code again.
 */
export function OpenPixCharges({ shown, onShow }: { shown: string | null; onShow: (charge: PixCharge) => void }) {
  const { i18n } = useLingui();
  const { data } = useQuery(pixQueries.open());
  const others = (data ?? []).filter((c) => c.txid !== shown);
  if (others.length === 0) return null;
  return (
    <section className="pix-open" aria-labelledby="pix-open-heading" data-testid="pix-open">
      <h2 id="pix-open-heading"><Trans>Your PIX charges waiting for payment</Trans></h2>
      <ul>
        {others.map((charge) => {
          const amount = formatMoney(charge.valor, { locale: i18n.locale });
          const until = formatDateTime(charge.expira_em, { locale: i18n.locale });
          const due = charge.vencimento ? formatDate(charge.vencimento, { locale: i18n.locale }) : null;
          return (
            <li key={charge.txid} data-txid={charge.txid}>
              {due ? <Trans>{amount}, due on {due} (may be paid until {until})</Trans> : <Trans>{amount}, may be paid until {until}</Trans>}{' '}
              <button type="button" className="button button-secondary" onClick={() => onShow(charge)}>
                <Trans>Show the PIX code</Trans><span className="visually-hidden">: {amount}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
