// The loan types (issue 35): the controlled list a copy's loan type is one of, each with its
// name in the five languages and whether it is never lent. Add one, change one (a new code
// renames it on every copy and rule), remove one no copy has. Checked at the field, then by
// the server, whose refusal shows under the form.
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useId, useState, type FormEvent } from 'react';
import { useFieldChecks } from '../../../../components/field-checks';
import { notify } from '../../../../lib/notices';
import { policyActions, type LoanType } from '../policy-queries';
import { useSave } from '../use-save';
import { SaveAnswer } from './save-answer';

type Lang = keyof LoanType['nome'];
const LANGS: { lang: Lang; label: MessageDescriptor }[] = [
  { lang: 'pt', label: msg`Name in Portuguese` },
  { lang: 'en', label: msg`Name in English` },
  { lang: 'es', label: msg`Name in Spanish` },
  { lang: 'fr', label: msg`Name in French` },
  { lang: 'it', label: msg`Name in Italian` },
];
const EMPTY: LoanType = { codigo: '', nome: { pt: '', en: '', es: '', fr: '', it: '' }, nao_emprestavel: false };

/** A loan type's name in the reader's language. */
export function loanTypeName(type: LoanType, locale: string): string {
  return type.nome[(locale.slice(0, 2) as Lang)] ?? type.nome.pt;
}

export function LoanTypesEditor({ types }: { types: LoanType[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [editing, setEditing] = useState<LoanType | null>(null);
  return (
    <section className="desk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Loan types`}</h2>
      <table className="responsive-table">
        <caption className="visually-hidden">{t`Loan types`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Code`}</th>
            <th scope="col">{t`Name`}</th>
            <th scope="col">{t`Lent`}</th>
            <th scope="col">{t`Actions`}</th>
          </tr>
        </thead>
        <tbody>
          {types.map((type) => (
            <tr key={type.codigo}>
              <th scope="row" data-label={t`Code`}>{type.codigo}</th>
              <td data-label={t`Name`}>{loanTypeName(type, i18n.locale)}</td>
              <td data-label={t`Lent`}>{type.nao_emprestavel ? t`Never (not for loan)` : t`Yes`}</td>
              <td data-label={t`Actions`}>
                <button type="button" className="button button-secondary" onClick={() => setEditing(type)}>
                  {t`Change loan type ${type.codigo}`}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <LoanTypeForm key={editing?.codigo ?? 'new'} start={editing} onDone={() => setEditing(null)} />
    </section>
  );
}

function LoanTypeForm({ start, onDone }: { start: LoanType | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const checkFields = useFieldChecks();
  const [value, setValue] = useState<LoanType>(start ?? EMPTY);
  const { save, pending, error, saved } = useSave(
    (queryClient, next: LoanType) => (start ? policyActions.updateLoanType(queryClient, start.codigo, next) : policyActions.addLoanType(queryClient, next)),
    start ? t`Loan type saved.` : t`Loan type added.`,
  );
  const removing = useSave((queryClient, codigo: string) => policyActions.removeLoanType(queryClient, codigo), t`Loan type removed.`);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const blank = [...form.querySelectorAll<HTMLInputElement>('input[type="text"]')]
      .filter((input) => input.value.trim() === '' && input.value !== '')
      .map((input) => ({ control: input, message: t`Fill in this field.` }));
    if (!checkFields(form, blank) || pending) return;
    const result = await save(value);
    if (result.ok && !start) setValue(EMPTY);
  }
  async function remove() {
    if (!start) return;
    const result = await removing.save(start.codigo);
    if (result.ok) {
      notify('success', t`Loan type removed.`);
      onDone();
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
      <h3 id={`${id}-legend`}>{start ? t`Change loan type ${start.codigo}` : t`Add a loan type`}</h3>
      <div className="rule-grid">
        <div className="field">
          <label htmlFor={`${id}-code`}>{t`Code`}</label>
          <input id={`${id}-code`} type="text" required maxLength={40} value={value.codigo}
            onChange={(e) => setValue({ ...value, codigo: e.target.value })} />
        </div>
        {LANGS.map(({ lang, label }) => (
          <div className="field" key={lang}>
            <label htmlFor={`${id}-${lang}`}>{i18n._(label)}</label>
            <input id={`${id}-${lang}`} type="text" lang={lang} required maxLength={80} value={value.nome[lang]}
              onChange={(e) => setValue({ ...value, nome: { ...value.nome, [lang]: e.target.value } })} />
          </div>
        ))}
      </div>
      <div className="field field-checkbox">
        <input id={`${id}-nfl`} type="checkbox" checked={value.nao_emprestavel} onChange={(e) => setValue({ ...value, nao_emprestavel: e.target.checked })} />
        <label htmlFor={`${id}-nfl`}>{t`Not for loan (consulted in the library only)`}</label>
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={pending}>{start ? t`Save loan type` : t`Add loan type`}</button>
        {start && (
          <>
            <button type="button" className="button button-secondary" disabled={removing.pending} onClick={() => void remove()}>
              <Trans>Remove loan type</Trans>
            </button>
            <button type="button" className="button button-secondary" onClick={onDone}>
              <Trans>Cancel</Trans>
            </button>
          </>
        )}
      </div>
      <SaveAnswer error={error ?? removing.error} saved={saved ?? removing.saved} />
    </form>
  );
}
