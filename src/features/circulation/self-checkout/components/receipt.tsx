// A self-checkout receipt: when, where, whose, the copies with their due dates, and the
// verification code staff check at the exit. The patron's phone and the staff check show it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { SelfCheckoutReceipt } from '../../../../api/types';

export function Receipt({ receipt, staff = false }: { receipt: SelfCheckoutReceipt; staff?: boolean }) {
  const { t, i18n } = useLingui();
  const when = (iso: string) => i18n.date(iso, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className="self-checkout-receipt" aria-labelledby={`receipt-${receipt.cod_visita}`}>
      <h2 id={`receipt-${receipt.cod_visita}`}>{staff ? t`Receipt of ${receipt.nome}` : t`Your check-out receipt`}</h2>
      <p className="self-checkout-code">
        <Trans>Verification code</Trans> <strong data-testid="receipt-code">{receipt.codigo}</strong>
      </p>
      <dl className="self-checkout-facts">
        <dt><Trans>Library</Trans></dt>
        <dd>{receipt.biblioteca}</dd>
        <dt><Trans>Started</Trans></dt>
        <dd>{when(receipt.criada_em)}</dd>
        {receipt.aberta && !staff && (
          <>
            <dt><Trans>Borrow until</Trans></dt>
            <dd>{when(receipt.expira_em)}</dd>
          </>
        )}
      </dl>
      {receipt.itens.length === 0 ? (
        <p><Trans>No copy borrowed yet.</Trans></p>
      ) : (
        <table className="responsive-table">
          <caption>{t`Copies borrowed`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Title`}</th>
              <th scope="col">{t`Copy`}</th>
              <th scope="col">{t`Borrowed at`}</th>
              <th scope="col">{t`Due`}</th>
            </tr>
          </thead>
          <tbody>
            {receipt.itens.map((item) => (
              <tr key={item.cod_emprestimo}>
                <th scope="row" data-label={t`Title`}>{item.titulo}</th>
                <td data-label={t`Copy`}>{item.cod_exemplar}</td>
                <td data-label={t`Borrowed at`}>{when(item.emprestado_em)}</td>
                <td data-label={t`Due`}>
                  {i18n.date(`${item.data_devolucao_prevista}T12:00:00`, { dateStyle: 'medium' })}
                  {item.hora_devolucao_prevista ? ` ${item.hora_devolucao_prevista}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
