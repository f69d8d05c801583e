import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Availability } from '../../../../components/availability';
import { CitationSpans } from '../../../../components/citation-spans';
import { Cover } from '../../../../components/cover';
import { AddToBasketButton } from '../../../patrons/basket';
import type { Display } from '../search-params';
import type { TitleSummary } from '../types';
import { workTypeName } from '../../../../components/library-words';

/** Online access (acesso_remoto 'cr') and an accessible version (possui_acessibilidade 'S'). */
function Badges({ title }: { title: TitleSummary }) {
  const online = title.acesso_remoto === 'cr';
  const accessible = title.possui_acessibilidade === 'S';
  if (!online && !accessible) return null;
  return (
    <p className="result-badges">
      {online && (
        <span className="badge badge-online">
          <Trans>Online access</Trans>
        </span>
      )}
      {accessible && (
        <span className="badge badge-accessible">
          <Trans>Accessible version</Trans>
        </span>
      )}
    </p>
  );
}

/**
 * One title in the results. Detailed (D): cover, type of work, title, author, year,
 * availability, badges. Compact (C): the same without the cover, on fewer lines.
 */
export function ResultItem({ title, display }: { title: TitleSummary; display: Display }) {
  const { i18n } = useLingui();
  const available = title.exemplares_disponiveis;
  const total = title.exemplares_total;
  const compact = display === 'C';
  return (
    <li className={compact ? 'result result-compact' : 'result'}>
      {!compact && <Cover src={title.link_capa} />}
      <div className="result-body">
        <p className="result-type">{workTypeName(i18n, title.cod_tipo_obra, title.desc_tipo_obra)}</p>
        <h3 className="result-title">
          <Link to="/acervo/$codAcervo" params={{ codAcervo: title.cod_acervo }}>
            {title.titulo}
          </Link>
        </h3>
        <p className="result-line">
          {title.autor && <span className="result-author">{title.autor}</span>}
          {title.autor && title.ano_publicacao !== null && <span aria-hidden="true"> · </span>}
          {title.ano_publicacao !== null && <span className="result-year">{title.ano_publicacao}</span>}
        </p>
        <Availability available={available} total={total} />
        <Badges title={title} />
        <CitationSpans title={title} />
      </div>
      <div className="result-actions">
        <AddToBasketButton
          codAcervo={title.cod_acervo}
          titulo={title.titulo}
          autor={title.autor}
          ano={title.ano_publicacao}
        />
      </div>
    </li>
  );
}
