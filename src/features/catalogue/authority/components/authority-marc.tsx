import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { MarcTable } from '../../../../components/marc-table';
import { authorityQueries } from '../queries';

/** The authority's MARC view (the record carries its MARC rows). */
export function AuthorityMarc({ codAutoridade }: { codAutoridade: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(authorityQueries.detail(codAutoridade));
  return (
    <section>
      <h2>{t`MARC record`}</h2>
      <MarcTable rows={data.marc} caption={t`MARC fields of this authority`} />
    </section>
  );
}
