import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { DateRangeFilter } from '../../../../components/date-range-filter';
import type { DateRange } from '../../../../components/date-range';
import { OfflineNotice, useNetworkGate } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { DataSection } from '../../../../components/query-boundary';
import { formatDate } from '../../../../lib/format';
import { notify } from '../../../../lib/notices';
import { permanentBasketKeys, permanentBasketQueries, removeFromPermanentBasket } from '../permanent-queries';
import { BasketEmail } from './basket-email';
import { BasketExport } from './basket-export';
import '../basket.css';

/**
 * /meupergamum/cesta-permanente: the titles the patron saved, with the day each was saved,
 * filtered between two days (§5: the start not after the end); remove one, or export or
 * e-mail the titles listed, as the basket page does.
 */
export function PermanentBasketPage() {
  const { t } = useLingui();
  const id = useId();
  const [range, setRange] = useState<DateRange>({});
  return (
    <section className="permanent-basket-page basket-page">
      <PageHeading title={t`Permanent basket`} />
      <OfflineNotice queryKeys={[permanentBasketKeys.all()]} />
      <DataSection id={`${id}-list`} title={<Trans>Saved titles</Trans>}
        intro={<DateRangeFilter onFilter={setRange} />} resetKey={range}>
        <SavedTitles range={range} />
      </DataSection>
    </section>
  );
}

function SavedTitles({ range }: { range: DateRange }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const gate = useNetworkGate();
  const { data: titles } = useSuspenseQuery(permanentBasketQueries.list(range));
  const remove = useMutation({
    mutationFn: (acervo: number) => removeFromPermanentBasket(queryClient, acervo),
    onSuccess: () => notify('success', t`The title was removed from your permanent basket.`),
  });
  if (titles.length === 0) {
    return range.dataIni || range.dataFim ? (
      <p><Trans>No titles were saved in this period.</Trans></p>
    ) : (
      <p className="empty-state">
        <Trans>Your permanent basket is empty. Save titles to it from the <Link to="/cesta">basket</Link>.</Trans>
      </p>
    );
  }
  const codes = titles.map((title) => title.cod_acervo);
  return (
    <>
      <p role="status"><Plural value={titles.length} one="# saved title" other="# saved titles" /></p>
      <div className="table-scroll">
        <table className="responsive-table">
          <caption className="visually-hidden"><Trans>Titles in your permanent basket</Trans></caption>
          <thead>
            <tr>
              <th scope="col"><Trans>Title</Trans></th>
              <th scope="col"><Trans>Author</Trans></th>
              <th scope="col"><Trans>Year</Trans></th>
              <th scope="col"><Trans>Saved on</Trans></th>
              <th scope="col"><span className="visually-hidden"><Trans>Actions</Trans></span></th>
            </tr>
          </thead>
          <tbody>
            {titles.map((title) => (
              <tr key={title.cod_acervo} data-title={title.cod_acervo}>
                <th scope="row" className="card-title">
                  <Link to="/acervo/$codAcervo" params={{ codAcervo: title.cod_acervo }}>{title.titulo}</Link>
                </th>
                <td data-label={t`Author`}>{title.autor ?? '—'}</td>
                <td data-label={t`Year`}>{title.ano_publicacao ?? '—'}</td>
                <td data-label={t`Saved on`}>{formatDate(title.data_inclusao, { locale: i18n.locale })}</td>
                <td>
                  <button type="button" className="button button-secondary" disabled={remove.isPending} {...gate.controlProps}
                    onClick={() => !gate.offline && remove.mutate(title.cod_acervo)}>
                    <Trans>Remove</Trans><span className="visually-hidden">: {title.titulo}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {gate.hint}
      <div className="basket-panels">
        <BasketExport codes={codes} />
        <BasketEmail codes={codes} />
      </div>
    </>
  );
}
