import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { MarcTable } from '../../../components/marc-table';
import { titleQueries } from '../queries';

/** The MARC sub-page (tab 36). */
export function TitleMarc({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(titleQueries.marc(codAcervo));
  return (
    <section>
      <h2>{t`MARC record`}</h2>
      <MarcTable rows={data} caption={t`MARC fields of this title`} />
    </section>
  );
}
