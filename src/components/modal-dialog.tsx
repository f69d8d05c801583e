import { useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { ModalProps } from './dialog-button';
import './confirm-dialog.css';

interface ModalDialogProps extends ModalProps {
  title: string;
  /** What the dialog is for, read out when it opens; without it the dialog has no description. */
  description?: ReactNode;
  /** A class beside `dialog`, for the dialog's own size. */
  className?: string;
  /** A form or more content under the description. */
  children?: ReactNode;
}

/**
 * The frame of every modal opened by DialogButton (support, comments, suggestions, login):
 * radix-ui's Dialog with a title, a description, the content and a Close button. Focus
 * goes back to the button that opened it. Close is the primary button when there is
 * nothing else to do, secondary beside a form.
 */
export function ModalDialog({ title, description, className, children, open, onOpenChange, returnFocus }: ModalDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={className ? `dialog ${className}` : 'dialog'}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          {typeof description === 'string' ? (
            <Dialog.Description>{description}</Dialog.Description>
          ) : description !== undefined ? (
            // Rich text (paragraphs, lists) cannot sit in the description's own <p>.
            <Dialog.Description asChild>
              <div>{description}</div>
            </Dialog.Description>
          ) : null}
          {children}
          <div className="button-row">
            <Dialog.Close className={children ? 'button button-secondary' : 'button'}>{t`Close`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
