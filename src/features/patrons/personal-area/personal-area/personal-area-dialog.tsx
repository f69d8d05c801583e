import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import type { MouseEvent } from 'react';
import type { ModalProps } from '../../../../components/dialog-button';
import { Loading } from '../../../../components/loading';
import { PersonalAreaMenu } from './personal-area-menu';
import './personal-area.css';

/**
 * The personal area's sections as a sheet (the phone header's "My library"): a radix-ui
 * Dialog like the phone's menu (focus kept inside, Escape closes, focus back on the button);
 * following a link closes it.
 */
export function PersonalAreaDialog({ open, onOpenChange, returnFocus }: ModalProps) {
  const { t } = useLingui();
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="phone-menu personal-area-sheet"
          aria-describedby={undefined}
          onClick={closeOnLink}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className="phone-menu-head">
            <Dialog.Title>
              <Trans comment="Title of the sheet with the personal area's menu">My library</Trans>
            </Dialog.Title>
            <Dialog.Close className="button button-secondary">{t`Close`}</Dialog.Close>
          </div>
          <PersonalAreaMenu className="personal-area-menu personal-area-menu-sheet" pending={<Loading />} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
