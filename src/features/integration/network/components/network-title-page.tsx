import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { components } from '../../../../../openapi/schema.gen';
import { MarcTable } from '../../../../components/marc-table';
import { PageHeading } from '../../../../components/page-heading';
import { networkQueries } from '../queries';
import '../network.css';
import { workTypeName } from '../../../../components/library-words';

/**
 * /rede-pergamum/{id}: a record of another institution in the network catalogue (spec §7
 * GET /rede-pergamum/acervo/{id}): what it is, who holds it, its MARC fields, and the way
 * to ask for it through an inter-library loan.
 */
export type NetworkTitle = components['schemas']['NetworkTitle'];

export function NetworkTitlePage({ id, interLibrary }: { id: string; interLibrary?: (title: NetworkTitle) => ReactNode }) {
  const { t, i18n } = useLingui();
  const { data: title } = useSuspenseQuery(networkQueries.title(id));
  return (
    <article className="network-title-page">
      <PageHeading title={title.titulo} />
      <dl className="network-title-facts">
        <dt><Trans>Type of work</Trans></dt>
        <dd>{workTypeName(i18n, null, title.tipo_obra)}</dd>
        {title.autor && (
          <>
            <dt><Trans>Author</Trans></dt>
            <dd>{title.autor}</dd>
          </>
        )}
        {title.ano_publicacao !== null && (
          <>
            <dt><Trans>Year</Trans></dt>
            <dd>{title.ano_publicacao}</dd>
          </>
        )}
        <dt><Trans>Held by</Trans></dt>
        <dd>{title.instituicao.desc_empresa}</dd>
      </dl>
      {interLibrary?.(title)}
      <MarcTable rows={title.marc} caption={t`MARC fields of this record`} />
    </article>
  );
}
