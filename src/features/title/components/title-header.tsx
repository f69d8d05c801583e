import { Trans } from '@lingui/react/macro';
import type { Title } from '../../../api/types';
import { Cover } from '../../../components/cover';
import { PageHeading } from '../../../components/page-heading';

/** The title's name, author, cover and availability, above every sub-page. */
export function TitleHeader({ title }: { title: Title }) {
  const available = title.exemplares_disponiveis;
  const total = title.exemplares_total;
  return (
    <header className="title-header">
      <Cover src={title.link_capa} size="large" />
      <div>
        <p className="result-type">{title.desc_tipo_obra}</p>
        <PageHeading title={title.titulo} />
        {title.autor && <p className="title-author">{title.autor}</p>}
        <p className="result-availability">
          <Trans>
            {available} of {total} available
          </Trans>
        </p>
        {title.acesso_remoto === 'cr' && (
          <p className="badge">
            <Trans>Available online</Trans>
          </p>
        )}
        {title.possui_acessibilidade === 'S' && (
          <p className="badge">
            <Trans>Accessible version available</Trans>
          </p>
        )}
      </div>
    </header>
  );
}
