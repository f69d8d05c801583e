import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { AlertDialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { describeApiError } from '../../../../api/errors';
import { PageHeading } from '../../../../components/page-heading';
import { notify } from '../../../../lib/notices';
import { userSwitchMessages } from '../messages';
import { cleanUserName, personName, switchToUser } from '../queries';
import '../../../../components/confirm-dialog.css';
import { useFieldChecks } from '../../../../components/field-checks';

/**
 * /meupergamum/troca-usuario: library staff continue as a patron (spec §5: the user name is
 * required, and the switch is confirmed after the name it belongs to is shown).
 */
export function UserSwitchPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const [user, setUser] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState<{ user: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const checkFields = useFieldChecks();

  async function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    setError(null);
    if (!cleanUserName(user)) return setError(i18n._(userSwitchMessages.required));
    setBusy(true);
    try {
      const { nome } = await personName(user);
      setTarget({ user: cleanUserName(user), name: nome });
    } catch (failure) {
      setError(describeApiError(failure, i18n).text);
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await switchToUser(target.user);
      const name = target.name;
      notify('success', t`You are now signed in as ${name}.`);
      await navigate({ to: '/meupergamum' });
    } catch (failure) {
      setTarget(null);
      setError(describeApiError(failure, i18n).text);
      setBusy(false);
    }
  }

  return (
    <section className="user-switch-page">
      <PageHeading title={t`User switching`} />
      <p><Trans>Library staff can continue as a patron to serve them. Your own session on this device ends.</Trans></p>
      <form onSubmit={lookUp} noValidate>
        <div className="field">
          <label htmlFor={`${id}-user`}><Trans>User name</Trans></label>
          <input
            id={`${id}-user`}
            name="usuario"
            required
            data-missing={i18n._(userSwitchMessages.required)}
            value={user}
            maxLength={200}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setUser(e.target.value)}
          />
        </div>
        <p id={`${id}-error`} className="field-error" role="alert">{error}</p>
        <button type="submit" className="button" disabled={busy}><Trans>Switch user</Trans></button>
      </form>
      <AlertDialog.Root open={target !== null} onOpenChange={(open) => { if (!open && !busy) setTarget(null); }}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="dialog-overlay" />
          <AlertDialog.Content className="dialog">
            <AlertDialog.Title>{t`Confirmation`}</AlertDialog.Title>
            <AlertDialog.Description>
              {target && <ConfirmQuestion name={target.name} user={target.user} />}
            </AlertDialog.Description>
            <div className="button-row">
              <AlertDialog.Cancel className="button button-secondary">{t`Cancel`}</AlertDialog.Cancel>
              <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>{t`Confirm`}</button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}

function ConfirmQuestion({ name, user }: { name: string; user: string }) {
  return <Trans>Continue as {name} ({user})?</Trans>;
}
