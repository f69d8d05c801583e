// A patron's open debts, waived or reduced on their behalf (the discount rises; audited).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Debit } from '../../../../api/types';
import { formatMoney } from '../../../../lib/format';
import { staffPatronActions } from '../queries';
import { ReasonAction } from './reason-action';

export function PatronDebts({ cod, debts }: { cod: number; debts: Debit[] }) {
  const { t, i18n } = useLingui();
  const money = (value: number) => formatMoney(value, { locale: i18n.locale });
  return (
    <section aria-labelledby="patron-debts">
      <h2 id="patron-debts">{t`Debts`}</h2>
      {debts.length === 0 ? (
        <p><Trans>No debts.</Trans></p>
      ) : (
        <table className="responsive-table">
          <caption className="visually-hidden">{t`Debts`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Service and reason`}</th>
              <th scope="col">{t`Fine`}</th>
              <th scope="col">{t`Discount`}</th>
              <th scope="col">{t`To pay`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {debts.map((debt) => (
              <tr key={debt.cod_debito}>
                <th scope="row" data-label={t`Service and reason`}>
                  {[debt.titulo, debt.tipo_servico, debt.motivo].filter(Boolean).join(' — ')}
                </th>
                <td data-label={t`Fine`}>{money(debt.valor_multa)}</td>
                <td data-label={t`Discount`}>{money(debt.desconto)}</td>
                <td data-label={t`To pay`}>{money(debt.total_a_pagar)}</td>
                <td data-label={t`Actions`}>
                  <DebtActions cod={cod} debt={debt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function DebtActions({ cod, debt }: { cod: number; debt: Debit }) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const value = Number(amount.replace(',', '.'));
  const what = debt.titulo ?? debt.motivo ?? debt.tipo_servico;
  return (
    <div className="button-row">
      <ReasonAction
        label={t`Waive the debt for ${what}`}
        confirm={t`Waive debt`}
        done={t`Debt waived.`}
        run={(reason) => staffPatronActions.waive(queryClient, cod, debt.cod_debito, reason)}
      />
      <ReasonAction
        label={t`Reduce the debt for ${what}`}
        confirm={t`Reduce debt`}
        done={t`Debt reduced.`}
        check={() => (Number.isFinite(value) && value > 0 && value < debt.total_a_pagar ? null : t`Enter an amount greater than zero and less than what is left to pay.`)}
        run={(reason) => staffPatronActions.reduce(queryClient, cod, debt.cod_debito, Math.round(value * 100) / 100, reason)}
      >
        <div className="field">
          <label htmlFor={`${id}-amount`}>{t`Amount to take off (R$)`}</label>
          <input id={`${id}-amount`} inputMode="decimal" value={amount} maxLength={12} onChange={(event) => setAmount(event.target.value)} />
        </div>
      </ReasonAction>
    </div>
  );
}
