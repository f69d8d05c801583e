// A patron's registration data as the desk changes it (issue 36 item 5): e-mail, phone,
// category, registration expiry and the library's notes. Closed, it shows them; opened, the
// fields, checked by §3's rules here and by the server (which refuses an e-mail someone else
// has, naming them, and audits the change).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { describeApiError } from '../../../../api/errors';
import { useFieldChecks } from '../../../../components/field-checks';
import { FormField } from '../../../../components/form-field';
import { useNetworkGate } from '../../../../components/offline-notice';
import { formatDate } from '../../../../lib/format';
import { staffPatronActions, staffPatronQueries, type DuplicatePatron, type PatronProfile } from '../queries';
import { DuplicateNotice, duplicateOf } from './duplicate-notice';
import { emailOk, given } from './profile-rules';
import { DateField } from '../../../../components/date-field';

export function PatronProfileSection({ cod }: { cod: number }) {
  const { t, i18n } = useLingui();
  const { data: profile } = useSuspenseQuery(staffPatronQueries.profile(cod));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const until = profile.validade_matricula ? formatDate(profile.validade_matricula, { locale: i18n.locale }) : '—';
  return (
    <section aria-labelledby="patron-profile">
      <h2 id="patron-profile">{t`Registration data`}</h2>
      {editing ? (
        <ProfileForm profile={profile} onDone={(changed) => { setEditing(false); setSaved(changed); }} />
      ) : (
        <>
          <dl className="patron-facts">
            <div><dt>{t`CPF`}</dt><dd>{profile.cpf ?? '—'}</dd></div>
            <div><dt>{t`Phone`}</dt><dd>{profile.telefone ?? '—'}</dd></div>
            <div><dt>{t`Registration valid until`}</dt><dd>{until}</dd></div>
            <div><dt>{t`Library notes`}</dt><dd>{profile.nota_biblioteca ?? '—'}</dd></div>
          </dl>
          <div className="button-row">
            <button type="button" className="button button-secondary" onClick={() => { setEditing(true); setSaved(false); }}>
              {t`Change registration data`}
            </button>
            {saved && <span role="status" className="action-done">{t`Registration data saved.`}</span>}
          </div>
        </>
      )}
    </section>
  );
}

function ProfileForm({ profile, onDone }: { profile: PatronProfile; onDone: (changed: boolean) => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const checkFields = useFieldChecks();
  const { data: categories } = useSuspenseQuery(staffPatronQueries.categories());
  const [form, setForm] = useState({
    email: profile.email ?? '', telefone: profile.telefone ?? '', categoria: profile.categoria,
    validade: profile.validade_matricula ?? '', nota: profile.nota_biblioteca ?? '',
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicatePatron | null>(null);
  const email = useRef<HTMLInputElement>(null);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    setDuplicate(null);
    const ok = checkFields(event.currentTarget, emailOk(form.email) ? [] : [{ control: email.current, message: t`Enter an e-mail address like name@example.org.` }]);
    if (!ok || busy || network.offline) return;
    setBusy(true);
    try {
      const outcome = await staffPatronActions.updateProfile(queryClient, profile.cod_pessoa, {
        email: given(form.email) ?? null, telefone: given(form.telefone) ?? null, categoria: form.categoria,
        validade_matricula: given(form.validade) ?? null, nota_biblioteca: given(form.nota) ?? null,
      });
      if (outcome.ok) return onDone(true);
      const found = duplicateOf(outcome.error.body);
      if (found) setDuplicate(found);
      else setProblem(describeApiError(outcome.error, i18n).text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="patron-profile-form" onSubmit={submit} noValidate aria-label={t`Change registration data`}>
      <FormField label={t`E-mail`}>
        {(control) => <input {...control} ref={email} type="email" maxLength={254} autoComplete="off" autoFocus value={form.email} onChange={set('email')} />}
      </FormField>
      <FormField label={t`Phone`}>
        {(control) => <input {...control} type="tel" maxLength={40} autoComplete="off" value={form.telefone} onChange={set('telefone')} />}
      </FormField>
      <FormField label={t`Category`}>
        {(control) => (
          <select {...control} required value={form.categoria} onChange={set('categoria')}>
            {categories.map((c) => <option key={c.codigo} value={c.codigo}>{c.descricao}</option>)}
          </select>
        )}
      </FormField>
      <FormField label={t`Registration valid until`}>
        {(control) => <DateField {...control} value={form.validade} onChange={(validade) => setForm((f) => ({ ...f, validade }))} />}
      </FormField>
      <FormField label={t`Library notes`} hint={t`Seen only by staff.`}>
        {(control) => <textarea {...control} rows={3} maxLength={2000} value={form.nota} onChange={set('nota')} />}
      </FormField>
      {duplicate && <DuplicateNotice duplicate={duplicate} />}
      {problem && <p className="field-error" role="alert">{problem}</p>}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy} {...network.controlProps}>{t`Save`}</button>
        <button type="button" className="button button-secondary" onClick={() => onDone(false)}><Trans>Cancel</Trans></button>
        {network.hint}
      </div>
    </form>
  );
}
