// A PIX charge made at the desk for a patron's debts (issue 39): the clerk ticks the debts
// (all at first), and, when the library has a payment provider, chooses an immediate charge or
// one with a due date (the provider's cobv: due in so many days, payable for a while after).
// The answer is shown for the patron to pay there (QR code) or later: it is also on their
// debts page. The server audits it as the clerk's.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeApiError } from '../../../../api/errors';
import type { Debit, PixCharge, StaffPixCharges } from '../../../../api/types';
import { CopyButton } from '../../../../components/copy-button';
import { useFieldChecks } from '../../../../components/field-checks';
import { useNetworkGate } from '../../../../components/offline-notice';
import { formatDate, formatDateTime, formatMoney } from '../../../../lib/format';
import { COBV_DAYS, dueDaysProblem } from '../../../../../openapi/pix-rules';
import { PixQr } from '../../../circulation/debts';
import { staffPatronActions } from '../queries';

interface DeskPixChargeProps {
  cod: number;
  debts: Debit[];
  /** Whether a due date may be chosen (a payment provider), the days offered first and the validity after. */
  cobv: StaffPixCharges['cobv'];
}

export function DeskPixCharge({ cod, debts, cobv }: DeskPixChargeProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const checkFields = useFieldChecks();
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [withDue, setWithDue] = useState(false);
  const [days, setDays] = useState(String(cobv?.dias ?? 3));
  const [made, setMade] = useState<PixCharge | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (value: number) => formatMoney(value, { locale: i18n.locale });
  const picked = debts.filter((d) => !unticked.has(d.cod_debito));
  const totalCents = picked.reduce((sum, d) => sum + Math.round(d.total_a_pagar * 100), 0);
  const total = money(totalCents / 100);

  const toggle = (code: number) => setUnticked((was) => {
    const next = new Set(was);
    if (!next.delete(code)) next.add(code);
    return next;
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const dueWrong = withDue ? dueDaysProblem(days) : null;
    const extra = [
      ...(picked.length === 0 ? [{ control: form.querySelector<HTMLElement>('input[name="debito"]'), message: t`Tick at least one debt to charge.` }] : []),
      ...(dueWrong ? [{ control: form.querySelector<HTMLElement>('input[name="dias"]'), message: t`Enter a whole number of days from ${COBV_DAYS.min} to ${COBV_DAYS.max}.` }] : []),
    ];
    if (!checkFields(form, extra)) return;
    if (network.offline || busy) return;
    setProblem(null);
    setBusy(true);
    try {
      const outcome = await staffPatronActions.makePix(queryClient, cod, {
        debitos: picked.map((d) => d.cod_debito), valor: totalCents / 100, ...(withDue ? { vencimento_dias: Number(days) } : {}),
      });
      if (outcome.ok) setMade(outcome.data);
      else setProblem(describeApiError(outcome.error, i18n).text);
    } finally {
      setBusy(false);
    }
  }

  if (debts.length === 0 && !made) return null;
  return (
    <div className="desk-pix-charge">
      <h3 id={`${id}-title`}><Trans>Make a PIX charge</Trans></h3>
      {debts.length > 0 ? (
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
          <fieldset>
            <legend><Trans>Debts to charge</Trans></legend>
            {debts.map((d) => (
              <div key={d.cod_debito} className="field field-checkbox">
                <input id={`${id}-debt-${d.cod_debito}`} type="checkbox" name="debito" checked={!unticked.has(d.cod_debito)} onChange={() => toggle(d.cod_debito)} />
                <label htmlFor={`${id}-debt-${d.cod_debito}`}>{[d.titulo, d.motivo ?? d.tipo_servico].filter(Boolean).join(' — ')}, {money(d.total_a_pagar)}</label>
              </div>
            ))}
          </fieldset>
          {cobv ? (
            <fieldset>
              <legend><Trans>Kind of charge</Trans></legend>
              <div className="field field-checkbox">
                <input id={`${id}-now`} type="radio" name={`${id}-kind`} checked={!withDue} onChange={() => setWithDue(false)} />
                <label htmlFor={`${id}-now`}><Trans>Immediate: pay now</Trans></label>
              </div>
              <div className="field field-checkbox">
                <input id={`${id}-due`} type="radio" name={`${id}-kind`} checked={withDue} onChange={() => setWithDue(true)} />
                <label htmlFor={`${id}-due`}><Trans>With a due date</Trans></label>
              </div>
              {withDue ? (
                <div className="field">
                  <label htmlFor={`${id}-days`}><Trans>Due in (days)</Trans></label>
                  <input id={`${id}-days`} name="dias" inputMode="numeric" value={days} maxLength={2} aria-describedby={`${id}-days-hint`}
                    onChange={(event) => setDays(event.target.value)} />
                  <p id={`${id}-days-hint`} className="hint">
                    <Trans>The patron may still pay for {cobv.validade_dias} days after the due date. A due date needs the patron's CPF.</Trans>
                  </p>
                </div>
              ) : null}
            </fieldset>
          ) : null}
          <div className="button-row">
            <button type="submit" className="button" disabled={busy} {...network.controlProps}>
              <Trans>Make the PIX charge of {total}</Trans>
            </button>
            {network.hint}
          </div>
          {problem ? <p className="field-error" role="alert">{problem}</p> : null}
        </form>
      ) : null}
      {made ? <MadeCharge charge={made} /> : null}
    </div>
  );
}

function MadeCharge({ charge }: { charge: PixCharge }) {
  const { i18n } = useLingui();
  const amount = formatMoney(charge.valor, { locale: i18n.locale });
  const due = charge.vencimento ? formatDate(charge.vencimento, { locale: i18n.locale }) : null;
  const until = formatDateTime(charge.expira_em, { locale: i18n.locale });
  return (
    <section className="desk-pix-made" aria-labelledby="desk-pix-made" data-testid="desk-pix-made">
      <h4 id="desk-pix-made"><Trans>PIX charge of {amount} made</Trans></h4>
      <p role="status">
        {due ? <Trans>Due on {due}; it may be paid until {until}. The patron also finds it on their debts page.</Trans>
          : <Trans>It may be paid until {until}. The patron also finds it on their debts page.</Trans>}
      </p>
      <PixQr code={charge.copia_e_cola} />
      <p><code className="pix-code">{charge.copia_e_cola}</code></p>
      <p><CopyButton text={() => charge.copia_e_cola}><Trans>Copy PIX code</Trans></CopyButton></p>
    </section>
  );
}
