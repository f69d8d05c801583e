import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { BasketRecord } from '../../../../lib/storage/db';
import { removeFromBasket } from '../store';

/** The titles in the basket, each with a link to its page and a remove button. */
export function BasketList({ items }: { items: BasketRecord[] }) {
  return (
    <ol className="basket-list">
      {items.map((item) => (
        <li key={item.cod_acervo}>
          <div>
            <Link to="/acervo/$codAcervo" params={{ codAcervo: item.cod_acervo }} className="basket-title">
              {item.titulo}
            </Link>
            {(item.autor || item.ano_publicacao) && (
              <p className="basket-meta">{[item.autor, item.ano_publicacao].filter(Boolean).join(', ')}</p>
            )}
          </div>
          <button type="button" className="button button-secondary" onClick={() => void removeFromBasket(item.cod_acervo)}>
            <Trans>Remove</Trans>
            <span className="visually-hidden">: {item.titulo}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
