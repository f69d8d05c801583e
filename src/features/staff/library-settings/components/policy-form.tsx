// One rule of the policy matrix, added or changed (issue 35): its keys (each may be "any"),
// its unit and length, its limits, fine, suspension and holds. The inputs carry the
// contract's limits, checked at the field (useFieldChecks) before the server is asked; the
// server's refusal (a rule of the same keys exists, a key names nothing) shows under the form.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useFieldChecks } from '../../../../components/field-checks';
import { notify } from '../../../../lib/notices';
import { keyLabels } from '../key-labels';
import { POLICY_NUMBER_FIELDS } from '../policy-fields';
import { NEW_POLICY, policyFrom, textsOf } from '../policy-limits';
import { policyActions, type Policy, type PolicyInput, type PolicyMatrix } from '../policy-queries';
import { useSave } from '../use-save';
import { loanTypeName } from './loan-types-editor';
import { SaveAnswer } from './save-answer';

const ANY = '';

function valuesOf(p: Policy): PolicyInput {
  const { id, precedencia, ...values } = p;
  void id; void precedencia;
  return values;
}

export function PolicyForm({ matrix, start, onDone }: { matrix: PolicyMatrix; start: Policy | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const labels = keyLabels(matrix);
  const checkFields = useFieldChecks();
  const [base, setBase] = useState<PolicyInput>(() => (start ? valuesOf(start) : NEW_POLICY));
  const [texts, setTexts] = useState(() => textsOf(base));
  const set = <K extends keyof PolicyInput>(key: K, value: PolicyInput[K]) => setBase((old) => ({ ...old, [key]: value }));
  const { save, pending, error, saved } = useSave(
    (queryClient, rule: PolicyInput) => (start ? policyActions.updatePolicy(queryClient, start.id, rule) : policyActions.addPolicy(queryClient, rule)),
    start ? t`Rule saved.` : t`Rule added.`,
  );
  const removing = useSave((queryClient, ruleId: number) => policyActions.removePolicy(queryClient, ruleId), t`Rule removed.`);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget) || pending) return;
    const result = await save(policyFrom(base, texts));
    if (result.ok && !start) {
      setBase(NEW_POLICY);
      setTexts(textsOf(NEW_POLICY));
    }
  }
  async function remove() {
    if (!start) return;
    const result = await removing.save(start.id);
    if (result.ok) {
      notify('success', t`Rule removed.`);
      onDone();
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="policy-form">
      <h3 id={`${id}-title`}>{start ? t`Change the rule` : t`Add a rule`}</h3>
      <div className="rule-grid">
        <div className="field">
          <label htmlFor={`${id}-library`}>{t`Library`}</label>
          <select id={`${id}-library`} value={base.cod_biblioteca ?? ANY} onChange={(e) => set('cod_biblioteca', e.target.value === ANY ? null : Number(e.target.value))}>
            <option value={ANY}>{t`Any library`}</option>
            {matrix.bibliotecas.map((b) => <option key={b.cod_biblioteca} value={b.cod_biblioteca}>{labels.libraries.get(b.cod_biblioteca)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-category`}>{t`Patron category`}</label>
          <select id={`${id}-category`} value={base.categoria ?? ANY} onChange={(e) => set('categoria', e.target.value === ANY ? null : e.target.value)}>
            <option value={ANY}>{t`Any category`}</option>
            {matrix.categorias.map((c) => <option key={c.codigo} value={c.codigo}>{labels.categories.get(c.codigo)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t`Loan type`}</label>
          <select id={`${id}-type`} value={base.tipo_emprestimo ?? ANY} onChange={(e) => set('tipo_emprestimo', e.target.value === ANY ? null : e.target.value)}>
            <option value={ANY}>{t`Any loan type`}</option>
            {matrix.tipos.map((x) => <option key={x.codigo} value={x.codigo}>{loanTypeName(x, i18n.locale)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-unit`}>{t`Loan counted in`}</label>
          <select id={`${id}-unit`} value={base.unidade} onChange={(e) => set('unidade', e.target.value as PolicyInput['unidade'])}>
            <option value="dias">{t`Days`}</option>
            <option value="horas">{t`Hours (due at the end of the hour or at closing time)`}</option>
          </select>
        </div>
        {POLICY_NUMBER_FIELDS.map((field) => (
          <div className="field" key={field.key}>
            <label htmlFor={`${id}-${field.key}`}>{i18n._(field.label)}</label>
            <input
              id={`${id}-${field.key}`}
              type="number"
              inputMode={field.step === 1 ? 'numeric' : 'decimal'}
              min={field.min}
              max={field.max}
              step={field.step}
              required={!field.optional}
              value={texts[field.key]}
              aria-describedby={field.hint ? `${id}-${field.key}-hint` : undefined}
              onChange={(e) => setTexts((all) => ({ ...all, [field.key]: e.target.value }))}
            />
            {field.hint && <p id={`${id}-${field.key}-hint`} className="hint">{i18n._(field.hint)}</p>}
          </div>
        ))}
      </div>
      <div className="field field-checkbox">
        <input id={`${id}-holds`} type="checkbox" checked={base.permite_reserva} onChange={(e) => set('permite_reserva', e.target.checked)} />
        <label htmlFor={`${id}-holds`}>{t`Holds allowed`}</label>
      </div>
      <div className="field field-checkbox">
        <input id={`${id}-nfl`} type="checkbox" checked={base.nao_emprestavel} onChange={(e) => set('nao_emprestavel', e.target.checked)} />
        <label htmlFor={`${id}-nfl`}>{t`Not for loan under this rule`}</label>
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={pending}>{start ? t`Save rule` : t`Add rule`}</button>
        {start && (
          <>
            <button type="button" className="button button-secondary" disabled={removing.pending} onClick={() => void remove()}>
              <Trans>Remove rule</Trans>
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
