import { useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { ModalProps } from '../../../components/dialog-button';
import '../../../components/confirm-dialog.css';
import './feedback.css';

interface FeedbackDialogProps extends ModalProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** The modal frame of the comment and suggestion forms: title, a line of help, the form, Close. */
export function FeedbackDialog({ title, description, open, onOpenChange, returnFocus, children }: FeedbackDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog feedback-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          {children}
          <div className="button-row">
            <Dialog.Close className="button button-secondary">{t`Close`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
