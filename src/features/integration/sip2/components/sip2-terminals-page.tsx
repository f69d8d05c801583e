// /balcao/terminais-sip2 (admin): the self-check machines allowed to speak SIP2 to the
// catalogue; add one (its login and password are what the machine sends in its login
// message), change it (a new password, the messages it may send), turn it off or on, and
// lift the lock failed logins set (docs/manual/security.md).
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Sip2Terminal, Sip2TerminalMessage } from '../../../../api/types';
import { CheckboxField, FormAnswer, FormField } from '../../../../components/form-field';
import { OfflineNotice, useNetworkGate } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { DataSection } from '../../../../components/query-boundary';
import { terminalErrorText } from '../messages';
import { createTerminal, sip2TerminalQueries, updateTerminal } from '../queries';
import '../sip2-terminals.css';
import { useFieldChecks } from '../../../../components/field-checks';

export const MESSAGE_NAMES: Record<Sip2TerminalMessage, MessageDescriptor> = {
  '23': msg({ message: 'Patron status', comment: 'SIP2 message 23' }),
  '63': msg({ message: 'Patron information', comment: 'SIP2 message 63' }),
  '17': msg({ message: 'Item information', comment: 'SIP2 message 17' }),
  '11': msg({ message: 'Checkout', comment: 'SIP2 message 11' }),
  '09': msg({ message: 'Checkin', comment: 'SIP2 message 09' }),
  '29': msg({ message: 'Renew', comment: 'SIP2 message 29' }),
  '65': msg({ message: 'Renew all', comment: 'SIP2 message 65' }),
  '37': msg({ message: 'Fee paid', comment: 'SIP2 message 37' }),
  '35': msg({ message: 'End patron session', comment: 'SIP2 message 35' }),
};
const MESSAGES = Object.keys(MESSAGE_NAMES) as Sip2TerminalMessage[];

export function Sip2TerminalsPage() {
  const { t } = useLingui();
  const [editing, setEditing] = useState<Sip2Terminal | null>(null);
  return (
    <>
      <PageHeading title={t`Self-check terminals (SIP2)`} />
      <OfflineNotice />
      <p>
        <Trans>Self-check machines connect to the SIP2 port with the login and password given here. The server answers only when SIP2_PORT is set.</Trans>
      </p>
      <TerminalForm key={editing?.cod_terminal ?? 'new'} start={editing} onDone={() => setEditing(null)} />
      <DataSection id="sip2-terminals" title={t`Terminals`}>
        <TerminalList onEdit={setEditing} />
      </DataSection>
    </>
  );
}

function TerminalList({ onEdit }: { onEdit: (terminal: Sip2Terminal) => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const { data } = useSuspenseQuery(sip2TerminalQueries.list());
  const [answer, setAnswer] = useState<string | null>(null);
  if (!data.length) return <p>{t`No terminal yet.`}</p>;
  async function unlock(terminal: Sip2Terminal) {
    const outcome = await updateTerminal(queryClient, terminal.cod_terminal, { desbloquear: true });
    setAnswer(outcome.ok ? t`${terminal.login} is unlocked.` : terminalErrorText(i18n, outcome.error));
  }
  async function toggle(terminal: Sip2Terminal) {
    const outcome = await updateTerminal(queryClient, terminal.cod_terminal, { ativo: !terminal.ativo });
    setAnswer(outcome.ok ? (outcome.data.ativo ? t`${terminal.login} is on.` : t`${terminal.login} is off.`) : terminalErrorText(i18n, outcome.error));
  }
  return (
    <>
      <table className="responsive-table sip2-terminals">
        <caption className="visually-hidden">{t`Terminals`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Login`}</th>
            <th scope="col">{t`Description`}</th>
            <th scope="col">{t`Location`}</th>
            <th scope="col">{t`Messages`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Last login`}</th>
            <th scope="col">{t`Actions`}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((terminal) => (
            <tr key={terminal.cod_terminal}>
              <th scope="row" data-label={t`Login`}>{terminal.login}</th>
              <td data-label={t`Description`}>{terminal.descricao || '—'}</td>
              <td data-label={t`Location`}>{terminal.codigo_local || '—'}</td>
              <td data-label={t`Messages`}>{terminal.mensagens.map((m) => i18n._(MESSAGE_NAMES[m])).join(', ') || '—'}</td>
              <td data-label={t`Status`}>
                {terminal.ativo ? t`On` : t`Off`}
                {terminal.deteccao_erros ? '' : ` · ${t`no checksums`}`}
                {terminal.bloqueado_ate && (
                  <>
                    {' · '}
                    <strong>
                      {t({
                        message: `locked by failed logins until ${i18n.date(terminal.bloqueado_ate, { dateStyle: 'short', timeStyle: 'short' })}`,
                        comment: 'A SIP2 terminal whose login too many wrong passwords locked',
                      })}
                    </strong>
                  </>
                )}
              </td>
              <td data-label={t`Last login`}>{terminal.ultimo_acesso ? i18n.date(terminal.ultimo_acesso, { dateStyle: 'short', timeStyle: 'short' }) : '—'}</td>
              <td data-label={t`Actions`}>
                <div className="button-row">
                  <button type="button" className="button button-secondary" onClick={() => onEdit(terminal)}>
                    {t`Change ${terminal.login}`}
                  </button>
                  {terminal.bloqueado_ate && (
                    <button type="button" className="button button-secondary" onClick={() => void unlock(terminal)} {...network.controlProps}>
                      {t`Unlock ${terminal.login}`}
                    </button>
                  )}
                  <button type="button" className="button button-secondary" onClick={() => void toggle(terminal)} {...network.controlProps}>
                    {terminal.ativo ? t`Turn ${terminal.login} off` : t`Turn ${terminal.login} on`}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {answer && <p role="status">{answer}</p>}
    </>
  );
}

function TerminalForm({ start, onDone }: { start: Sip2Terminal | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [login, setLogin] = useState(start?.login ?? '');
  const [password, setPassword] = useState('');
  const [description, setDescription] = useState(start?.descricao ?? '');
  const [location, setLocation] = useState(start?.codigo_local ?? '');
  const [institution, setInstitution] = useState(start?.instituicao ?? '');
  const [messages, setMessages] = useState<Sip2TerminalMessage[]>(start?.mensagens ?? MESSAGES);
  const [checksums, setChecksums] = useState(start?.deteccao_erros ?? true);
  const [answer, setAnswer] = useState<{ ok: string } | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const checkFields = useFieldChecks();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || busy) return;
    if (!login.trim() || (!start && !password)) {
      setAnswer({ error: t`Enter the terminal's login and password.` });
      return;
    }
    setBusy(true);
    try {
      const fields = { login: login.trim(), descricao: description, codigo_local: location, instituicao: institution, mensagens: messages, deteccao_erros: checksums };
      const outcome = start
        ? await updateTerminal(queryClient, start.cod_terminal, { ...fields, ...(password ? { senha: password } : {}) })
        : await createTerminal(queryClient, { ...fields, senha: password });
      if (!outcome.ok) setAnswer({ error: terminalErrorText(i18n, outcome.error) });
      else {
        const name = outcome.data.login;
        setAnswer({ ok: start ? t`${name} saved.` : t`${name} added.` });
        setPassword('');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="sip2-terminal-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{start ? t`Change the terminal ${start.login}` : t`Add a terminal`}</h2>
      <FormField label={t`Login`}>
        {(control) => <input {...control} required value={login} maxLength={40} autoComplete="off" onChange={(event) => setLogin(event.target.value)} />}
      </FormField>
      <FormField label={start ? t`New password (blank: keep it)` : t`Password (8 characters or more)`}>
        {(control) => <input {...control} type="password" value={password} maxLength={128} autoComplete="new-password" onChange={(event) => setPassword(event.target.value)} />}
      </FormField>
      <FormField label={t`Description`}>
        {(control) => <input {...control} value={description} maxLength={120} onChange={(event) => setDescription(event.target.value)} />}
      </FormField>
      <FormField label={t`Location code`}>
        {(control) => <input {...control} value={location} maxLength={120} onChange={(event) => setLocation(event.target.value)} />}
      </FormField>
      <FormField label={t`Institution id`}>
        {(control) => <input {...control} value={institution} maxLength={120} onChange={(event) => setInstitution(event.target.value)} />}
      </FormField>
      <fieldset>
        <legend>{t`Messages it may send`}</legend>
        {MESSAGES.map((code) => (
          <CheckboxField
            key={code}
            label={`${code} · ${i18n._(MESSAGE_NAMES[code])}`}
            checked={messages.includes(code)}
            onChange={() => setMessages((list) => (list.includes(code) ? list.filter((m) => m !== code) : [...list, code]))}
          />
        ))}
      </fieldset>
      <CheckboxField label={t`Require checksums and sequence numbers`} checked={checksums} onChange={() => setChecksums((on) => !on)} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy} {...network.controlProps}>
          {start ? <Trans>Save the terminal</Trans> : <Trans>Add the terminal</Trans>}
        </button>
        {start && (
          <button type="button" className="button button-secondary" onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
        )}
        {network.hint}
      </div>
      <FormAnswer error={answer && 'error' in answer ? answer.error : null} ok={answer && 'ok' in answer ? answer.ok : null} />
    </form>
  );
}
