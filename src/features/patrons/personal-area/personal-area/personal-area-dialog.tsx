import { Trans } from '@lingui/react/macro';
import type { ModalProps } from '../../../../components/dialog-button';
import { Loading } from '../../../../components/loading';
import { PhoneSheet } from '../../../../components/phone-sheet';
import { PersonalAreaMenu } from './personal-area-menu';
import './personal-area.css';

/** The personal area's sections as a sheet (the phone header's "My library"), like the phone's menu. */
export function PersonalAreaDialog(props: ModalProps) {
  return (
    <PhoneSheet {...props} className="personal-area-sheet" title={<Trans comment="Title of the sheet with the personal area's menu">My library</Trans>}>
      <PersonalAreaMenu className="personal-area-menu personal-area-menu-sheet" pending={<Loading />} />
    </PhoneSheet>
  );
}
