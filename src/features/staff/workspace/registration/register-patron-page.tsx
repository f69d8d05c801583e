// /balcao/usuarios/novo (issue 36 item 5): a walk-in or community member registered at the
// desk. Name and category are required; the login is made when left blank. The CPF and
// e-mail are checked here by §3's shared rules and again by the server, which also refuses a
// CPF, e-mail or login someone has, naming them. Registered, the clerk lands on the new
// patron's record: first-access code, library card, loans.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { describeApiError } from '../../../../api/errors';
import { useFieldChecks } from '../../../../components/field-checks';
import { FormField } from '../../../../components/form-field';
import { OfflineNotice, useNetworkGate } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { staffPatronActions, staffPatronQueries, type DuplicatePatron } from '../queries';
import { DuplicateNotice, duplicateOf } from './duplicate-notice';
import { cpfOk, emailOk, given } from './profile-rules';
import '../staff-patrons.css';
import { DateField } from '../../../../components/date-field';

const EMPTY = { nome: '', categoria: '', login: '', cpf: '', email: '', telefone: '', validade: '', nota: '' };

export function RegisterPatronPage() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const network = useNetworkGate();
  const checkFields = useFieldChecks();
  const { data: categories } = useSuspenseQuery(staffPatronQueries.categories());
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicatePatron | null>(null);
  const cpf = useRef<HTMLInputElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    setProblem(null);
    setDuplicate(null);
    const ok = checkFields(element, [
      ...(cpfOk(form.cpf) ? [] : [{ control: cpf.current, message: t`The CPF is not valid: check its 11 digits.` }]),
      ...(emailOk(form.email) ? [] : [{ control: email.current, message: t`Enter an e-mail address like name@example.org.` }]),
    ]);
    if (!ok || busy || network.offline) return;
    setBusy(true);
    try {
      const outcome = await staffPatronActions.register(queryClient, {
        nome: form.nome.trim(), categoria: form.categoria, login: given(form.login), cpf: given(form.cpf), email: given(form.email),
        telefone: given(form.telefone), validade_matricula: given(form.validade), nota_biblioteca: given(form.nota),
      });
      if (outcome.ok) {
        await navigate({ to: '/balcao/usuarios/$cod', params: { cod: outcome.data.cod_pessoa }, search: { novo: true } });
        return;
      }
      const found = duplicateOf(outcome.error.body);
      if (found) setDuplicate(found);
      else setProblem(describeApiError(outcome.error, i18n).text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeading title={t`Register a patron`} />
      <OfflineNotice />
      <p>
        <Link to="/balcao/usuarios"><Trans>Back to the patron search</Trans></Link>
      </p>
      <p>
        <Trans>For a walk-in or a community member. Look them up first: a CPF, e-mail or login already registered is refused.</Trans>
      </p>
      <form className="patron-profile-form" onSubmit={submit} noValidate>
        <FormField label={t`Full name`}>
          {(control) => <input {...control} required maxLength={200} autoComplete="off" autoFocus value={form.nome} onChange={set('nome')} />}
        </FormField>
        <FormField label={t`Category`}>
          {(control) => (
            <select {...control} required value={form.categoria} onChange={set('categoria')}>
              <option value="">{t`Choose…`}</option>
              {categories.map((c) => <option key={c.codigo} value={c.codigo}>{c.descricao}</option>)}
            </select>
          )}
        </FormField>
        <FormField label={t`CPF`} hint={t`11 digits; dots and hyphen optional.`}>
          {(control) => <input {...control} ref={cpf} inputMode="numeric" maxLength={20} autoComplete="off" value={form.cpf} onChange={set('cpf')} />}
        </FormField>
        <FormField label={t`E-mail`}>
          {(control) => <input {...control} ref={email} type="email" maxLength={254} autoComplete="off" value={form.email} onChange={set('email')} />}
        </FormField>
        <FormField label={t`Phone`}>
          {(control) => <input {...control} type="tel" maxLength={40} autoComplete="off" value={form.telefone} onChange={set('telefone')} />}
        </FormField>
        <FormField label={t`Registration valid until`}>
          {(control) => <DateField {...control} value={form.validade} onChange={(validade) => setForm((f) => ({ ...f, validade }))} />}
        </FormField>
        <FormField label={t`Login and card number`} hint={t`Leave blank to have one made (B and the patron's number).`}>
          {(control) => <input {...control} maxLength={60} pattern="[A-Za-z0-9._@\-]+" autoComplete="off" value={form.login} onChange={set('login')} />}
        </FormField>
        <FormField label={t`Library notes`} hint={t`Seen only by staff.`}>
          {(control) => <textarea {...control} rows={3} maxLength={2000} value={form.nota} onChange={set('nota')} />}
        </FormField>
        {duplicate && <DuplicateNotice duplicate={duplicate} />}
        {problem && <p className="field-error" role="alert">{problem}</p>}
        <div className="button-row">
          <button type="submit" className="button" disabled={busy} {...network.controlProps}>
            {busy ? t`Registering…` : t`Register`}
          </button>
          {network.hint}
        </div>
      </form>
    </>
  );
}
