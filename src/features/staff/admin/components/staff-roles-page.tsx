// /balcao/equipe (admin): who is staff and with which roles; give a person roles (found by
// name, or typed by login), or take them away (no role ticked). The server audits each change.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeApiError } from '../../../../api/errors';
import type { StaffMember, StaffRoleName } from '../../../../api/types';
import { CheckboxField, FormAnswer, FormField } from '../../../../components/form-field';
import { OfflineNotice, useNetworkGate } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { DataSection } from '../../../../components/query-boundary';
import { setRoles, staffAdminQueries } from '../queries';
import { ROLE_NAMES } from '../role-names';
import { PersonFinder } from './person-finder';
import '../staff-admin.css';
import { useFieldChecks } from '../../../../components/field-checks';

const ROLES = Object.keys(ROLE_NAMES) as StaffRoleName[];

export function StaffRolesPage() {
  const { t } = useLingui();
  const [editing, setEditing] = useState<StaffMember | null>(null);
  return (
    <>
      <PageHeading title={t`Staff roles`} />
      <OfflineNotice />
      <RolesForm key={editing?.login ?? ''} start={editing} />
      <DataSection id="staff-members" title={t`Staff members`}>
        <StaffList onEdit={setEditing} />
      </DataSection>
    </>
  );
}

function StaffList({ onEdit }: { onEdit: (member: StaffMember) => void }) {
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(staffAdminQueries.members());
  return (
    <table className="responsive-table">
      <caption className="visually-hidden">{t`Staff members`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Name`}</th>
          <th scope="col">{t`Login`}</th>
          <th scope="col">{t`Roles`}</th>
          <th scope="col">{t`Actions`}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((m) => (
          <tr key={m.cod_pessoa}>
            <th scope="row" data-label={t`Name`}>{m.nome}</th>
            <td data-label={t`Login`}>{m.login}</td>
            <td data-label={t`Roles`}>{m.permissoes.map((r) => i18n._(ROLE_NAMES[r])).join(', ') || '—'}</td>
            <td data-label={t`Actions`}>
              <button type="button" className="button button-secondary" onClick={() => onEdit(m)}>
                {t`Change the roles of ${m.nome}`}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RolesForm({ start }: { start: StaffMember | null }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [login, setLogin] = useState(start?.login ?? '');
  const [roles, setRolesState] = useState<StaffRoleName[]>(start?.permissoes ?? []);
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState<{ ok: string } | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const checkFields = useFieldChecks();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || busy) return;
    if (!login.trim()) {
      setAnswer({ error: t`Enter the person's login.` });
      return;
    }
    setBusy(true);
    try {
      const outcome = await setRoles(queryClient, login, roles, reason.trim());
      if (!outcome.ok) setAnswer({ error: describeApiError(outcome.error, i18n).text });
      else {
        const who = outcome.data.nome;
        setAnswer({ ok: outcome.data.permissoes.length ? t`Roles of ${who} saved.` : t`${who} is no longer staff.` });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="roles-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Give or take away roles`}</h2>
      {!start && (
        <PersonFinder
          onPick={(person) => {
            setLogin(person.login);
            setAnswer(null);
            requestAnimationFrame(() => document.getElementById(`${id}-roles`)?.querySelector('input')?.focus());
          }}
        />
      )}
      <FormField label={t`Login`}>
        {(control) => <input {...control} required value={login} maxLength={200} autoComplete="off" onChange={(event) => setLogin(event.target.value)} />}
      </FormField>
      <fieldset id={`${id}-roles`}>
        <legend>{t`Roles (none: not staff)`}</legend>
        {ROLES.map((role) => (
          <CheckboxField
            key={role}
            label={i18n._(ROLE_NAMES[role])}
            checked={roles.includes(role)}
            onChange={() => setRolesState((list) => (list.includes(role) ? list.filter((r) => r !== role) : [...list, role]))}
          />
        ))}
      </fieldset>
      <FormField label={t`Reason (optional)`}>
        {(control) => <input {...control} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />}
      </FormField>
      <div className="button-row">
        <button type="submit" className="button" disabled={busy} {...network.controlProps}>
          <Trans>Save roles</Trans>
        </button>
        {network.hint}
      </div>
      <FormAnswer error={answer && 'error' in answer ? answer.error : null} ok={answer && 'ok' in answer ? answer.ok : null} />
    </form>
  );
}
