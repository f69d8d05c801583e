import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../../components/not-available-yet';

/** /meupergamum/app: the personal area as used from the mobile app. */
export function PersonalAreaAppPage() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Personal area app`} />;
}
