// /balcao/autoemprestimo (issue 39 item 3): check a phone receipt's code at the exit; each
// library's phone self-checkout setting (administrators: on or off, the loan types lent by
// phone, the network ranges counted as inside) and its entrance screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { LoanType, SelfCheckoutReceipt, SelfCheckoutSettings } from '../../../../api/types';
import { useFieldChecks } from '../../../../components/field-checks';
import { CheckboxField, FormField } from '../../../../components/form-field';
import { OfflineNotice, useNetworkGate } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { DataSection } from '../../../../components/query-boundary';
import { selfCheckoutErrorText } from '../messages';
import { saveSettings, selfCheckoutQueries, verifyReceipt } from '../queries';
import { Receipt } from './receipt';
import '../self-checkout.css';

export function SelfCheckoutStaffPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`Phone self-checkout`} />
      <OfflineNotice />
      <VerifyReceipt />
      <DataSection id="self-checkout-libraries" title={t`Libraries`}>
        <LibrarySettings />
      </DataSection>
    </>
  );
}

function VerifyReceipt() {
  const { t, i18n } = useLingui();
  const network = useNetworkGate();
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<{ receipt: SelfCheckoutReceipt } | { error: string } | null>(null);
  const checkFields = useFieldChecks();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = code.trim().toUpperCase();
    const wrong = !/^[A-Z0-9-]{4,16}$/.test(typed);
    if (!checkFields(form, wrong ? [{ control: form.elements.namedItem('codigo') as HTMLElement, message: t`Type the receipt's verification code, such as ABCD-EFGH.` }] : [])) return;
    setAnswer(null);
    const outcome = await verifyReceipt(typed);
    setAnswer(outcome.ok ? { receipt: outcome.data } : { error: selfCheckoutErrorText(i18n, outcome.error) });
  }
  return (
    <section aria-labelledby="self-checkout-verify">
      <h2 id="self-checkout-verify">{t`Check a receipt at the exit`}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="self-checkout-form">
        <FormField label={t`Verification code`}>
          {(control) => <input {...control} name="codigo" value={code} autoComplete="off" maxLength={16} onChange={(event) => setCode(event.target.value)} />}
        </FormField>
        <div className="button-row">
          <button type="submit" className="button" {...network.controlProps}><Trans>Check the receipt</Trans></button>
        </div>
      </form>
      {answer && ('error' in answer
        ? <p role="alert" className="form-error">{answer.error}</p>
        : (
          <>
            <p role="status"><Trans>Valid receipt: {answer.receipt.itens.length} copies lent to {answer.receipt.nome}.</Trans></p>
            <Receipt receipt={answer.receipt} staff />
          </>
        ))}
    </section>
  );
}

function LibrarySettings() {
  const { data } = useSuspenseQuery(selfCheckoutQueries.settings());
  return (
    <div className="self-checkout-settings">
      {data.bibliotecas.map((library) => <LibraryForm key={library.cod_biblioteca} library={library} types={data.tipos_emprestimo} />)}
    </div>
  );
}

function LibraryForm({ library, types }: { library: SelfCheckoutSettings; types: LoanType[] }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [on, setOn] = useState(library.ativo);
  const [chosen, setChosen] = useState<string[]>(library.tipos_emprestimo);
  const [ranges, setRanges] = useState(library.redes.join('\n'));
  const [answer, setAnswer] = useState<{ ok: string } | { error: string } | null>(null);
  const language = (i18n.locale.slice(0, 2) as keyof LoanType['nome']) in (types[0]?.nome ?? {}) ? (i18n.locale.slice(0, 2) as keyof LoanType['nome']) : 'pt';

  const checkFields = useFieldChecks();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    const outcome = await saveSettings(queryClient, library.cod_biblioteca, {
      ativo: on, tipos_emprestimo: chosen, redes: ranges.split(/[\s,]+/).map((r) => r.trim()).filter(Boolean),
    });
    setAnswer(outcome.ok ? { ok: t`Saved.` } : { error: selfCheckoutErrorText(i18n, outcome.error) });
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`self-checkout-library-${library.cod_biblioteca}`}>
      <h3 id={`self-checkout-library-${library.cod_biblioteca}`}>{library.biblioteca}</h3>
      <CheckboxField label={t`Patrons may borrow with their phone in this library`} checked={on} onChange={setOn} />
      <fieldset>
        <legend>{t`Loan types lent by phone`}</legend>
        {types.map((type) => (
          <CheckboxField
            key={type.codigo}
            label={type.nao_emprestavel ? t`${type.nome[language]} (never lent)` : type.nome[language]}
            checked={chosen.includes(type.codigo)}
            onChange={() => setChosen((list) => (list.includes(type.codigo) ? list.filter((c) => c !== type.codigo) : [...list, type.codigo]))}
          />
        ))}
      </fieldset>
      <FormField label={t`The library's network ranges`} hint={t`One per line, such as 10.20.0.0/16. A phone on these addresses may start without the entrance code.`}>
        {(control) => <textarea {...control} rows={3} value={ranges} onChange={(event) => setRanges(event.target.value)} />}
      </FormField>
      <div className="button-row">
        <button type="submit" className="button" {...network.controlProps}><Trans>Save {library.biblioteca}</Trans></button>
        {library.ativo && (
          <Link className="button button-secondary" to="/balcao/autoemprestimo/entrada/$codBiblioteca" params={{ codBiblioteca: String(library.cod_biblioteca) }}>
            <Trans>Entrance screen of {library.biblioteca}</Trans>
          </Link>
        )}
      </div>
      {answer && ('ok' in answer ? <p role="status">{answer.ok}</p> : <p role="alert" className="form-error">{answer.error}</p>)}
    </form>
  );
}
