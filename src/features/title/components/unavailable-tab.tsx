import { useLingui } from '@lingui/react/macro';
import { NotAvailableYet } from '../../../components/not-available-yet';
import type { TitleSubPage } from '../tabs';

/** A title sub-page whose content comes with a later issue. */
export function UnavailableTab({ page }: { page: Exclude<TitleSubPage, 'marc' | 'exemplares'> }) {
  const { t } = useLingui();
  const titles: Record<typeof page, string> = {
    referencia: t`Reference`,
    'dublin-core': t`Dublin Core`,
    reserva: t`Place a hold`,
    'solicitacao-emprestimo': t`Request a loan`,
    'colecao-kardex': t`Kardex collection`,
    sumarios: t`Summaries`,
    'sumarios-livros': t`Book summaries`,
    'dados-estatisticos': t`Statistics`,
    'acervo-fechado': t`Closed collection`,
  };
  return <NotAvailableYet title={titles[page]} asSection />;
}
