import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useBasket } from '../use-basket';

/** A link to /cesta with the number of titles in the basket (for the page header). */
export function BasketCount() {
  const { t } = useLingui();
  const { count } = useBasket();
  return (
    <Link to="/cesta" className="basket-count" aria-label={t`Basket, ${count} titles`}>
      <Trans>Basket</Trans> <span className="count-badge">{count}</span>
    </Link>
  );
}
