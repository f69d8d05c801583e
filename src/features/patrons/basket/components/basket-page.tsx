import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Loading } from '../../../../components/loading';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { notify } from '../../../../lib/notices';
import { clearBasket } from '../store';
import { useBasket } from '../use-basket';
import { BasketEmail } from './basket-email';
import { BasketExport } from './basket-export';
import { BasketList } from './basket-list';
import { PermanentBasket } from './permanent-basket';
import '../basket.css';

/** /cesta: the titles the visitor gathered, and what can be done with them. */
export function BasketPage() {
  const { t } = useLingui();
  const basket = useBasket();
  const codes = basket.items.map((item) => item.cod_acervo);
  return (
    <div className="basket-page">
      <PageHeading title={t`Basket`} />
      <OfflineNotice />
      {!basket.ready ? (
        <Loading />
      ) : basket.count === 0 ? (
        <p className="empty-state">
          <Trans>
            Your basket is empty. <Link to="/">Search the catalogue</Link> and add titles to it.
          </Trans>
        </p>
      ) : (
        <>
          <div className="basket-toolbar">
            <p role="status">
              <Plural value={basket.count} one="# title in the basket" other="# titles in the basket" />
            </p>
            <ConfirmDialog
              trigger={
                <button type="button" className="button button-secondary">
                  <Trans>Clear the basket</Trans>
                </button>
              }
              description={t`Remove every title from the basket?`}
              confirmLabel={t`Clear`}
              onConfirm={() => void clearBasket().then(() => notify('info', t`The basket is empty now.`))}
            />
          </div>
          <BasketList items={basket.items} />
          <div className="basket-panels">
            <BasketExport codes={codes} />
            <BasketEmail codes={codes} />
            <PermanentBasket codes={codes} />
          </div>
        </>
      )}
    </div>
  );
}
