import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatMoney, localDay } from '../../../../lib/format';
import { deskQueries } from '../queries';
import { PAYMENT_METHODS } from './slips';
import { useFieldChecks } from '../../../../components/field-checks';
import { DateField } from '../../../../components/date-field';

/** A day's closing (issue 36 item 3): what each desk took per method, refunds subtracted. */
export function DeskClosing() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [day, setDay] = useState(localDay);
  const [shown, setShown] = useState<string | null>(null);
  const closing = useQuery({ ...deskQueries.closing(shown ?? ''), enabled: shown !== null });
  const money = (cents: number) => formatMoney(cents / 100, { locale: i18n.locale });
  const checkFields = useFieldChecks();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (/^\d{4}-\d{2}-\d{2}$/.test(day)) setShown(day);
  }
  const total = closing.data ? money(closing.data.total_centavos) : '';
  return (
    <section aria-labelledby={`${id}-title`} className="desk-card">
      <h2 id={`${id}-title`}>{t`Day’s closing`}</h2>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-day`}>{t`Day`}</label>
          <DateField id={`${id}-day`} required value={day} onChange={setDay} />
        </div>
        <div className="button-row">
          <button type="submit" className="button button-secondary">
            <Trans>Show closing</Trans>
          </button>
        </div>
      </form>
      {closing.data && (
        <table className="responsive-table desk-session-table">
          <caption>
            <Trans>Total: {total}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t`Desk`}</th>
              <th scope="col">{t`Payment method`}</th>
              <th scope="col">{t`Payments`}</th>
              <th scope="col">{t`Refunds`}</th>
              <th scope="col">{t`Total`}</th>
            </tr>
          </thead>
          <tbody>
            {closing.data.linhas.map((line) => (
              <tr key={`${line.balcao}-${line.metodo}`}>
                <td data-label={t`Desk`}>{line.balcao}</td>
                <td data-label={t`Payment method`}>{i18n._(PAYMENT_METHODS[line.metodo])}</td>
                <td data-label={t`Payments`}>{line.pagamentos}</td>
                <td data-label={t`Refunds`}>{line.estornos}</td>
                <td data-label={t`Total`}>{money(line.total_centavos)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
