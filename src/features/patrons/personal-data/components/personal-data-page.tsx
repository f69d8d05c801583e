import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { PageHeading } from '../../../../components/page-heading';
import type { PersonalData } from '../queries';
import { personalDataQueries } from '../queries';
import { PersonalDataFormView } from './personal-data-form';
import '../personal-data.css';
import { categoryName } from '../../../../components/library-words';

/** /meupergamum/dados-pessoais: the patron's §3 personal data, what the library keeps shown apart (the route loads them). */
export function PersonalDataPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useSuspenseQuery(personalDataQueries.detail());
  return (
    <section className="personal-data-page">
      <PageHeading title={t`Personal data`} />
      <LibraryRecord data={data} />
      {/* Keyed by the answer's time: a saved answer starts the form afresh from it. */}
      <PersonalDataFormView key={dataUpdatedAt} data={data} queryClient={queryClient} />
    </section>
  );
}

function LibraryRecord({ data }: { data: PersonalData }) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <section aria-labelledby={id} className="library-record">
      <h2 id={id}><Trans>Kept by the library</Trans></h2>
      <p className="hint"><Trans>To correct these, please contact the library.</Trans></p>
      <dl>
        <dt><Trans>Name</Trans></dt>
        <dd>{data.nome}</dd>
        <dt><Trans>Category</Trans></dt>
        <dd>{categoryName(i18n, data.desc_categoria) || data.categoria}</dd>
        {data.cpf && (
          <>
            <dt><Trans>CPF</Trans></dt>
            <dd>{data.cpf}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
