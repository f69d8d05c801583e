import { Trans } from '@lingui/react/macro';
import { DialogButton } from '../../../../components/dialog-button';

const loadDialog = () => import('./login-dialog').then((m) => m.LoginDialog);

/**
 * The header's "Log in" for visitors: opens the modal login (spec §2). The dialog, its form
 * and the captcha widget (~35 KB gzip) load when the visitor reaches for the button, not
 * with the page: most visitors only search (bench/bundle.ts, bench/lighthouse.ts).
 */
export function LoginButton() {
  return (
    <DialogButton className="button button-secondary" label={<Trans>Log in</Trans>} load={loadDialog} />
  );
}
