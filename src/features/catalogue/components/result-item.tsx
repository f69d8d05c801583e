import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TitleSummary } from '../../../api/types';
import { Cover } from '../../../components/cover';

/** One title in the results: cover, type of work, title, author, year, availability. */
export function ResultItem({ title }: { title: TitleSummary }) {
  const available = title.exemplares_disponiveis;
  const total = title.exemplares_total;
  return (
    <li className="result">
      <Cover src={title.link_capa} />
      <div className="result-body">
        <p className="result-type">{title.desc_tipo_obra}</p>
        <h3 className="result-title">
          <Link to="/acervo/$codAcervo" params={{ codAcervo: title.cod_acervo }}>
            {title.titulo}
          </Link>
        </h3>
        {title.autor && <p className="result-author">{title.autor}</p>}
        {title.ano_publicacao !== null && <p className="result-year">{title.ano_publicacao}</p>}
        <p className="result-availability">
          <Trans>
            {available} of {total} available
          </Trans>
        </p>
      </div>
    </li>
  );
}
