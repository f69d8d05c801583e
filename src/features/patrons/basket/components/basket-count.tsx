import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useBasket } from '../use-basket';

/**
 * A link to /cesta with the number of titles in the basket (for the page header). The
 * phone header's `compact` one draws a basket instead of the word.
 */
export function BasketCount({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const { count } = useBasket();
  return (
    <Link to="/cesta" className={compact ? 'header-count basket-count' : 'basket-count'} aria-label={t`Basket, ${count} titles`}>
      {compact ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
          <path fill="currentColor" d="M5.2 9 9.6 2.6l1.6 1.1L7.6 9h8.8l-3.6-5.3 1.6-1.1L18.8 9H22v2h-1.2l-1.6 9.2a1 1 0 0 1-1 .8H5.8a1 1 0 0 1-1-.8L3.2 11H2V9Zm.1 2 1.3 8h10.8l1.3-8Z" />
        </svg>
      ) : (
        <Trans>Basket</Trans>
      )}{' '}
      <span className="count-badge">{count}</span>
    </Link>
  );
}
