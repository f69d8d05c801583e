import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { PageHeading } from '../../../components/page-heading';
import type { PersonalData } from '../queries';
import { personalDataQueries } from '../queries';
import { PersonalDataFormView } from './personal-data-form';
import '../personal-data.css';

/** /meupergamum/dados-pessoais: the patron's §3 personal data, what the library keeps shown apart. */
export function PersonalDataPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const data = useQuery(personalDataQueries.detail());
  return (
    <section className="personal-data-page">
      <PageHeading title={t`Personal data`} />
      {data.isPending && <Loading />}
      {data.isError && <ErrorMessage error={data.error} />}
      {data.data && (
        <>
          <LibraryRecord data={data.data} />
          {/* Keyed by the answer's time: a saved answer starts the form afresh from it. */}
          <PersonalDataFormView key={data.dataUpdatedAt} data={data.data} queryClient={queryClient} />
        </>
      )}
    </section>
  );
}

function LibraryRecord({ data }: { data: PersonalData }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="library-record">
      <h2 id={id}><Trans>Kept by the library</Trans></h2>
      <p className="hint"><Trans>To correct these, please contact the library.</Trans></p>
      <dl>
        <dt><Trans>Name</Trans></dt>
        <dd>{data.nome}</dd>
        <dt><Trans>Category</Trans></dt>
        <dd>{data.desc_categoria ?? data.categoria}</dd>
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
