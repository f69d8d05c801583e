import { useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { ModalProps } from '../../../components/dialog-button';
import '../../../components/confirm-dialog.css';

interface ChromeDialogProps extends ModalProps {
  title: string;
  children: ReactNode;
}

/** A modal of the footer (support, features to come): a title, its text and a Close button. */
export function ChromeDialog({ title, children, open, onOpenChange, returnFocus }: ChromeDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div>{children}</div>
          </Dialog.Description>
          <div className="button-row">
            <Dialog.Close className="button">{t`Close`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
