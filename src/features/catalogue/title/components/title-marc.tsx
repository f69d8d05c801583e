import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { MarcTable } from '../../../../components/marc-table';
import { titleQueries } from '../queries';
import { ExportButtons } from './export-buttons';

/** The MARC sub-page (tab 36): the record, and the record as a file. */
export function TitleMarc({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(titleQueries.marc(codAcervo));
  return (
    <section>
      <h2>{t`MARC record`}</h2>
      <ExportButtons
        codAcervo={codAcervo}
        choices={[
          { format: 'iso2709', label: t`Download MARC (ISO 2709)`, fileName: `${codAcervo}.mrc` },
          { format: 'marcxml', label: t`Download MARCXML`, fileName: `${codAcervo}.xml` },
        ]}
      />
      <MarcTable rows={data} caption={t`MARC fields of this title`} />
    </section>
  );
}
