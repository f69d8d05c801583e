import { Trans } from '@lingui/react/macro';
import { DialogButton } from '../../../../components/dialog-button';

const loadDialog = () => import('./personal-area-dialog').then((m) => m.PersonalAreaDialog);

/**
 * The phone header's "My library": one tap opens the personal area's sections (issue 37), on
 * any page, instead of a menu at the bottom of the personal area's pages. Its dialog's code
 * loads when the patron reaches for it.
 */
export function MyLibraryButton() {
  return (
    <DialogButton
      className="menu-button my-library-button"
      load={loadDialog}
      label={
        <>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
            <path fill="currentColor" d="M4 3h5v18H4zm6 0h4v18h-4zm5.2 1.1 3.9-1 4.4 17-3.9 1z" />
          </svg>
          <span>
            <Trans comment="The phone header's button that opens the personal area's menu (loans, holds, fines, requests, alerts, personal data)">My library</Trans>
          </span>
        </>
      }
    />
  );
}
