import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DialogButton } from '../../../../components/dialog-button';

const loadMenu = () => import('./phone-menu').then((m) => m.PhoneMenu);

/**
 * The phone header's right end: the basket and alerts counts and the menu button. Shown at
 * phone widths only (phone.css); the menu's code (radix-ui's Dialog, the accessibility
 * settings, the install offer) loads when the patron reaches for the button.
 */
export function PhoneHeaderTools({ counts }: { counts: ReactNode }) {
  return (
    <div className="phone-tools">
      {counts}
      <DialogButton
        className="menu-button"
        load={loadMenu}
        label={
          <>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
              <path fill="currentColor" d="M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z" />
            </svg>
            <span>
              <Trans comment="The phone header's button that opens the navigation, language and accessibility options">Menu</Trans>
            </span>
          </>
        }
      />
    </div>
  );
}
