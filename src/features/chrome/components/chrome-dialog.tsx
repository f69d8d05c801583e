import { useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import '../../../components/confirm-dialog.css';

interface ChromeDialogProps {
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
}

/** A modal of the footer (support, features to come): a title, its text and a Close button. */
export function ChromeDialog({ trigger, title, children }: ChromeDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
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
