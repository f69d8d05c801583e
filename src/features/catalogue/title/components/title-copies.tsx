import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { titleQueries } from '../queries';
import { CopiesTable } from './copies-table';

/** The copies sub-page (tab 30). */
export function TitleCopies({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(titleQueries.copies(codAcervo));
  return (
    <section>
      <h2>{t`Copies`}</h2>
      <CopiesTable copies={data} />
    </section>
  );
}
