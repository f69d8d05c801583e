import { useLingui } from '@lingui/react/macro';
import { useLocation, useRouter } from '@tanstack/react-router';
import type { ModalProps } from '../../../../components/dialog-button';
import { ModalDialog } from '../../../../components/modal-dialog';
import { LoginForm } from './login-form';

/**
 * The modal login (spec §2), opened by LoginButton: logs in without leaving the page. Once
 * signed in, the page's data is reloaded as the patron sees it.
 */
export function LoginDialog({ open, onOpenChange: setOpen, returnFocus }: ModalProps) {
  const { t } = useLingui();
  const router = useRouter();
  const here = useLocation({ select: (location) => location.href });
  return (
    <ModalDialog open={open} onOpenChange={setOpen} returnFocus={returnFocus} title={t`Log in`} className="login-dialog">
      <LoginForm
        variant="modal"
        redirect={here}
        onSignedIn={() => {
          setOpen(false);
          void router.invalidate();
        }}
      />
    </ModalDialog>
  );
}
