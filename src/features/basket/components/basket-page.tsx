import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../../components/not-available-yet';

/** /cesta: the basket of titles. */
export function BasketPage() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Basket`} />;
}
