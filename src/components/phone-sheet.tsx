import { useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import type { MouseEvent, ReactNode } from 'react';
import type { ModalProps } from './dialog-button';

/**
 * A sheet of links on a phone (the menu, the personal area's "My library"): a radix-ui Dialog
 * (focus kept inside, Escape closes, focus back on the button that opened it) with its title
 * and a Close button; following a link inside closes it.
 */
export function PhoneSheet({ open, onOpenChange, returnFocus, title, className, children }: ModalProps & { title: ReactNode; className?: string; children: ReactNode }) {
  const { t } = useLingui();
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={className ? `phone-menu ${className}` : 'phone-menu'}
          aria-describedby={undefined}
          onClick={closeOnLink}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className="phone-menu-head">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Close className="button button-secondary">{t`Close`}</Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
