// Circulation rules per patron category: loan days, limits, fines, suspensions and hold
// collection are the policy matrix's row for the category in any library and of any loan
// type (issue 35: one way to edit rules, the server writes that row), the renewal conditions
// and loan requests are regra_circulacao's. Checked here against the contract's limits, then
// by the server; saved with PUT /balcao/biblioteca/regras/{categoria}.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { staffLibraryActions, type RuleInput, type RuleSettings } from '../queries';
import { FLAG_FIELDS, NUMBER_FIELDS } from '../rule-fields';
import { parseRule } from '../rule-limits';
import { useSave } from '../use-save';
import { useFieldChecks } from '../../../../components/field-checks';
import { SaveAnswer } from './save-answer';

export function RulesEditor({ rules }: { rules: RuleSettings[] }) {
  const { t } = useLingui();
  const id = useId();
  const [chosen, setChosen] = useState(rules[0]?.categoria ?? '');
  const current = rules.find((r) => r.categoria === chosen);
  return (
    <section className="desk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Circulation rules`}</h2>
      <p className="hint">
        <Trans>
          Loan days, limits, fines, suspensions and hold collection here are the policy matrix's rule for the category in any library and of any
          loan type; rules for a library or a loan type are in <Link to="/balcao/politicas">Circulation policies</Link>.
        </Trans>
      </p>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t`Patron category`}</label>
        <select id={`${id}-category`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {rules.map((r) => (
            <option key={r.categoria} value={r.categoria}>
              {r.descricao}
            </option>
          ))}
        </select>
      </div>
      {current && <RuleForm key={current.categoria} settings={current} />}
    </section>
  );
}

function RuleForm({ settings }: { settings: RuleSettings }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const start = settings.regra;
  const [texts, setTexts] = useState(() =>
    Object.fromEntries(NUMBER_FIELDS.map((f) => [f.key, start[f.key] === null ? '' : String(start[f.key])])) as Record<(typeof NUMBER_FIELDS)[number]['key'], string>,
  );
  const [flags, setFlags] = useState({ renova_com_atraso: start.renova_com_atraso, renova_com_debito: start.renova_com_debito, permite_domicilio: start.permite_domicilio });
  const [invalid, setInvalid] = useState<string[]>([]);
  const { save, pending, error, saved } = useSave(
    (queryClient, rule: RuleInput) => staffLibraryActions.updateRule(queryClient, settings.categoria, rule),
    t`Circulation rules saved.`,
  );
  const checkFields = useFieldChecks();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseRule(texts, flags);
    setInvalid(parsed.invalid);
    // The out-of-range values marked beside their fields, the first one focused (field-checks.ts).
    const problems = parsed.invalid.map((key) => {
      const field = NUMBER_FIELDS.find((f) => f.key === key)!;
      const { min, max } = field;
      return {
        control: form.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${key}`)}`),
        message: field.step === 1 ? t`Enter a whole number from ${min} to ${max}.` : t`Enter a number from ${min} to ${max}.`,
      };
    });
    if (!checkFields(form, problems)) return;
    if (parsed.rule && !pending) void save(parsed.rule);
  }
  return (
    <form onSubmit={submit} noValidate>
      {settings.padrao && (
        <p className="hint">
          <Trans>This category has no rules of its own yet: it uses the defaults shown.</Trans>
        </p>
      )}
      <div className="rule-grid">
        {NUMBER_FIELDS.map((field) => {
          return (
            <div className="field" key={field.key}>
              <label htmlFor={`${id}-${field.key}`}>{i18n._(field.label)}</label>
              <input
                id={`${id}-${field.key}`}
                inputMode={field.step === 1 ? 'numeric' : 'decimal'}
                value={texts[field.key]}
                onChange={(e) => setTexts((all) => ({ ...all, [field.key]: e.target.value }))}
              />
            </div>
          );
        })}
      </div>
      {FLAG_FIELDS.map((field) => (
        <div className="field field-checkbox" key={field.key}>
          <input id={`${id}-${field.key}`} type="checkbox" checked={flags[field.key]} onChange={(e) => setFlags((all) => ({ ...all, [field.key]: e.target.checked }))} />
          <label htmlFor={`${id}-${field.key}`}>{i18n._(field.label)}</label>
        </div>
      ))}
      <div className="button-row">
        <button type="submit" className="button" disabled={pending}>
          <Trans>Save rules</Trans>
        </button>
      </div>
      {invalid.length > 0 && (
        <p className="field-error" role="alert">
          <Trans>Some values are out of range: see the fields marked.</Trans>
        </p>
      )}
      <SaveAnswer error={error} saved={saved} />
    </form>
  );
}
