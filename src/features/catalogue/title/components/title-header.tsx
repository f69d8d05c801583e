import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Title } from '../../../../api/types';
import { Availability } from '../../../../components/availability';
import { CitationSpans } from '../../../../components/citation-spans';
import { Cover, isOwnCover } from '../../../../components/cover';
import { PageHeading } from '../../../../components/page-heading';
import { AddToBasketButton } from '../../../patrons/basket';
import { titleQueries } from '../queries';
import { ShareTitle } from './share-title';
import { TitleLinks } from './title-links';
import { TitleSubjects } from './title-subjects';
import { workTypeName } from '../../../../components/library-words';

/** The title's name, author, cover and availability, above every sub-page. */
export function TitleHeader({ title }: { title: Title }) {
  const { t, i18n } = useLingui();
  // The cover may also come from an 856 link; until that answer, the record's own address.
  // Only images on our origin are loaded (an upload or the provider's, cached by the server).
  const covers = useQuery(titleQueries.covers(title.cod_acervo));
  const cover = covers.data?.find((c) => isOwnCover(c.url))?.url ?? title.link_capa;
  const available = title.exemplares_disponiveis;
  const total = title.exemplares_total;
  const facts = [
    { label: t`Year`, value: title.ano_publicacao },
    { label: t`Publisher`, value: title.editora },
    { label: t`Edition`, value: title.edicao },
    { label: t`ISBN`, value: title.isbn.join(', ') },
    { label: t`ISSN`, value: title.issn.join(', ') },
  ].filter((fact) => fact.value !== null && fact.value !== '');
  return (
    <header className="title-header">
      <Cover src={cover} size="large" />
      <div className="title-header-text">
        <p className="result-type">{workTypeName(i18n, title.cod_tipo_obra, title.desc_tipo_obra)}</p>
        <PageHeading title={title.titulo} />
        {title.autor && <p className="title-author">{title.autor}</p>}
        {facts.length > 0 && (
          <dl className="title-facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <TitleSubjects subjects={title.assunto} />
        <CitationSpans title={title} />
        <Availability available={available} total={total} />
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
        <TitleLinks codAcervo={title.cod_acervo} />
        <p className="title-actions">
          <AddToBasketButton
            codAcervo={title.cod_acervo}
            titulo={title.titulo}
            autor={title.autor}
            ano={title.ano_publicacao}
          />
          {/* The hold, once on the page and in the first screen of a phone (issue 37 item 5). */}
          <Link
            to="/acervo/$codAcervo/reserva"
            params={{ codAcervo: title.cod_acervo }}
            className="button title-hold"
          >
            <Trans>Place a hold</Trans>
          </Link>
          <ShareTitle title={title.titulo} />
        </p>
      </div>
    </header>
  );
}
