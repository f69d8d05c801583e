import { useLingui } from '@lingui/react/macro';
import { useLocation, useRouter } from '@tanstack/react-router';
import { Dialog } from 'radix-ui';
import type { ModalProps } from '../../../components/dialog-button';
import '../../../components/confirm-dialog.css';
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog login-dialog"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title>{t`Log in`}</Dialog.Title>
          <LoginForm
            variant="modal"
            redirect={here}
            onSignedIn={() => {
              setOpen(false);
              void router.invalidate();
            }}
          />
          <div className="button-row">
            <Dialog.Close className="button button-secondary">{t`Close`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
