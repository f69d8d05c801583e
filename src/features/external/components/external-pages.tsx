import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../../components/not-available-yet';

/** /grupoa: content from the Grupo A e-book platform. */
export function GrupoAPage() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Grupo A e-books`} />;
}

/** /pearson: the Pearson restricted-access e-book library. */
export function PearsonPage() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Pearson e-books`} />;
}

/** /pergamum_redireciona: hands the patron over to another system. */
export function RedirectPage() {
  const { t } = useLingui();
  return <NotAvailableYet title={t`Redirecting`} />;
}
