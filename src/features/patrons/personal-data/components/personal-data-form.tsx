import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { describeApiError, isApiError } from '../../../../api/errors';
import { notify } from '../../../../lib/notices';
import { personalDataMessages, problemOfKey, type PersonalDataProblem } from '../messages';
import { savePersonalData, type PersonalData } from '../queries';
import { checkPersonalData, emailChanged, type FieldProblems, type PersonalDataForm } from '../rules';
import { normalizeCep } from '../../../../../openapi/personal-data-rules';
import { useFieldChecks } from '../../../../components/field-checks';
import { DateField } from '../../../../components/date-field';

const toForm = (d: PersonalData): PersonalDataForm => ({
  endereco: d.endereco ?? '', complemento: d.complemento ?? '', cep: d.cep ?? '', cidade: d.cidade ?? '', bairro: d.bairro ?? '',
  rg: d.rg ?? '', cpf: d.cpf ?? '', nacionalidade: d.nacionalidade ?? '', sexo: d.sexo ?? '', data_nascimento: d.data_nascimento ?? '',
  escolaridade: d.escolaridade ?? '', localizacao: d.localizacao ?? '', profissao: d.profissao ?? '',
  estado_civil: d.estado_civil ?? '', recebe_email: d.recebe_email, email: d.email ?? '', senhaAtual: '',
});

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** Where a server key belongs in the form. */
const FIELD_OF: Partial<Record<PersonalDataProblem, keyof PersonalDataForm>> = {
  cpf: 'cpf', cep: 'cep', birthDate: 'data_nascimento', email: 'email', passwordRequired: 'senhaAtual', currentWrong: 'senhaAtual',
};

export function PersonalDataFormView({ data, queryClient }: { data: PersonalData; queryClient: QueryClient }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [form, setForm] = useState(() => toForm(data));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const cpfEditable = !data.cpf;
  const original = { email: data.email ?? '', cpfEditable };
  const set = <K extends keyof PersonalDataForm>(key: K, value: PersonalDataForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const focusFirstProblem = (found: FieldProblems) => {
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const checkFields = useFieldChecks();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    const found = checkPersonalData(form, original);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length) return focusFirstProblem(found);
    setBusy(true);
    try {
      await savePersonalData(queryClient, {
        endereco: orNull(form.endereco), complemento: orNull(form.complemento), cep: form.cep.trim() ? normalizeCep(form.cep) : null,
        cidade: orNull(form.cidade), bairro: orNull(form.bairro), rg: orNull(form.rg),
        cpf: cpfEditable ? orNull(form.cpf) : data.cpf, nacionalidade: orNull(form.nacionalidade),
        sexo: form.sexo || null, data_nascimento: form.data_nascimento || null, escolaridade: orNull(form.escolaridade),
        localizacao: orNull(form.localizacao), profissao: orNull(form.profissao), estado_civil: form.estado_civil || null,
        recebe_email: form.recebe_email, email: orNull(form.email),
        ...(emailChanged(form, original.email) ? { senhaAtual: form.senhaAtual } : {}),
      });
      notify('success', t`Personal data saved.`);
    } catch (error) {
      const problem = isApiError(error) && error.status === 422 ? problemOfKey(error.message) : null;
      const field = problem ? FIELD_OF[problem] : undefined;
      if (problem && field) {
        setProblems({ [field]: problem });
        focusFirstProblem({ [field]: problem });
      } else {
        setFailure(problem ? i18n._(personalDataMessages[problem]) : describeApiError(error, i18n).text);
      }
    } finally {
      setBusy(false);
    }
  }

  const count = Object.keys(problems).length;
  const field = (name: keyof PersonalDataForm, label: ReactNode, input: (props: FieldProps) => ReactNode) => {
    const problem = problems[name];
    const errorId = `${id}-${name}-error`;
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {input({ id: `${id}-${name}`, name, 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? errorId : undefined })}
        {problem && <p id={errorId} className="field-error">{i18n._(personalDataMessages[problem])}</p>}
      </div>
    );
  };
  const text = (name: keyof PersonalDataForm, label: ReactNode, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) =>
    field(name, label, (props) => (
      <input {...props} {...extra} value={form[name] as string} onChange={(e) => set(name, e.target.value as never)} />
    ));

  return (
    <form ref={formRef} className="personal-data-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}><Trans>Your details</Trans></h2>
      <div role="alert" className="form-problems">
        {count > 0 && <p>{t`Please correct the highlighted fields.`}</p>}
        {failure && <p className="field-error">{failure}</p>}
      </div>
      <fieldset>
        <legend><Trans>Address</Trans></legend>
        {text('endereco', <Trans>Street</Trans>, { autoComplete: 'address-line1', maxLength: 200 })}
        {text('complemento', <Trans>Complement</Trans>, { autoComplete: 'address-line2', maxLength: 100 })}
        {text('bairro', <Trans>District</Trans>, { maxLength: 100 })}
        {text('cidade', <Trans>City</Trans>, { autoComplete: 'address-level2', maxLength: 100 })}
        {text('cep', <Trans>Postal code (CEP)</Trans>, { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 9, placeholder: '00000-000' })}
      </fieldset>
      <fieldset>
        <legend><Trans>Identity</Trans></legend>
        {cpfEditable && text('cpf', <Trans>CPF (digits only)</Trans>, { inputMode: 'numeric', maxLength: 11, pattern: '\\d{11}' })}
        {text('rg', <Trans>ID number (RG)</Trans>, { maxLength: 30 })}
        {text('nacionalidade', <Trans>Nationality</Trans>, { maxLength: 100 })}
        {field('sexo', <Trans>Gender</Trans>, (props) => (
          <select {...props} value={form.sexo} onChange={(e) => set('sexo', e.target.value as PersonalDataForm['sexo'])}>
            <option value="">{t`Not informed`}</option>
            <option value="F">{t`Female`}</option>
            <option value="M">{t`Male`}</option>
          </select>
        ))}
        {field('data_nascimento', <Trans>Birth date</Trans>, (props) => (
          <DateField {...props} autoComplete="bday" value={form.data_nascimento} onChange={(value) => set('data_nascimento', value)} />
        ))}
        {field('estado_civil', <Trans>Marital status</Trans>, (props) => (
          <select {...props} value={form.estado_civil} onChange={(e) => set('estado_civil', e.target.value as PersonalDataForm['estado_civil'])}>
            <option value="">{t`Not informed`}</option>
            <option value="solteiro">{t`Single`}</option>
            <option value="casado">{t`Married`}</option>
            <option value="separado">{t`Separated`}</option>
            <option value="divorciado">{t`Divorced`}</option>
            <option value="viuvo">{t`Widowed`}</option>
            <option value="outro">{t`Other`}</option>
          </select>
        ))}
      </fieldset>
      <fieldset>
        <legend><Trans>Studies and work</Trans></legend>
        {text('escolaridade', <Trans>Education</Trans>, { maxLength: 100 })}
        {text('profissao', <Trans>Occupation</Trans>, { maxLength: 100 })}
        {text('localizacao', <Trans>Location</Trans>, { maxLength: 200 })}
      </fieldset>
      <fieldset>
        <legend><Trans>Contact</Trans></legend>
        {text('email', <Trans>E-mail (used to recover your password)</Trans>, { type: 'email', autoComplete: 'email', maxLength: 200 })}
        {emailChanged(form, original.email) &&
          text('senhaAtual', <Trans>Current password (needed to change the e-mail)</Trans>, { type: 'password', autoComplete: 'current-password', maxLength: 500 })}
        <div className="field field-checkbox">
          <input id={`${id}-recebe`} name="recebe_email" type="checkbox" checked={form.recebe_email} onChange={(e) => set('recebe_email', e.target.checked)} />
          <label htmlFor={`${id}-recebe`}><Trans>Receive e-mails from the library</Trans></label>
        </div>
      </fieldset>
      <button type="submit" className="button" disabled={busy}>{busy ? t`Saving…` : <Trans>Save</Trans>}</button>
    </form>
  );
}

interface FieldProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
