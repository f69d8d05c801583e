import { Trans } from '@lingui/react/macro';
import { PasswordInput } from '../../../../components/password-input';

/** The password input with its show/hide toggle inside it. */
export function PasswordField({ id }: { id: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Password</Trans>
      </label>
      <PasswordInput id={id} name="password" autoComplete="current-password" required maxLength={500} />
    </div>
  );
}
