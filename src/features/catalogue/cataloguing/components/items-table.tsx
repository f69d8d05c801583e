import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { formatDate } from '../../../../lib/format';
import type { StaffItem } from '../queries';
import { useCopyStatusLabels } from '../../title';

interface ItemsTableProps {
  items: StaffItem[];
  onEdit: (item: StaffItem) => void;
  onWithdraw: (item: StaffItem) => void;
  /** The copy being edited: its form (`editor`) opens in a row under it, in place. */
  editing?: number | null;
  editor?: ReactNode;
}

/** A title's copies, withdrawn ones last and marked, each with its actions; the edited one with its form under it. */
export function ItemsTable({ items, onEdit, onWithdraw, editing = null, editor }: ItemsTableProps) {
  const { t, i18n } = useLingui();
  const status = useCopyStatusLabels();
  if (items.length === 0) {
    return (
      <p className="empty-state">
        <Trans>This title has no copies yet. Add the first one below.</Trans>
      </p>
    );
  }
  return (
    <table className="staff-items responsive-table">
      <caption>{t`Copies`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Barcode`}</th>
          <th scope="col">{t`Library`}</th>
          <th scope="col">{t`Location`}</th>
          <th scope="col">{t`Call number`}</th>
          <th scope="col">{t`Volume, tome, part`}</th>
          <th scope="col">{t`Loan type`}</th>
          <th scope="col">{t`Status`}</th>
          <th scope="col">{t`Actions`}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const barcode = item.codigo_barras;
          const withdrawnOn = item.data_baixa ? formatDate(item.data_baixa.slice(0, 10), { locale: i18n.locale }) : '';
          const reason = item.motivo_baixa ?? '';
          return (
            <Fragment key={item.cod_exemplar}>
            <tr className={item.situacao === 'baixado' ? 'withdrawn' : undefined}>
              <th scope="row" data-label={t`Barcode`}>
                {barcode}
              </th>
              <td data-label={t`Library`}>{item.biblioteca}</td>
              <td data-label={t`Location`}>{item.localizacao ?? '—'}</td>
              <td data-label={t`Call number`}>{item.numero_chamada ?? '—'}</td>
              <td data-label={t`Volume, tome, part`}>{[item.volume, item.tomo, item.parte].filter(Boolean).join(' · ') || '—'}</td>
              <td data-label={t`Loan type`}>{item.tipo_emprestimo}</td>
              <td data-label={t`Status`}>
                {status[item.situacao]}
                {item.situacao === 'baixado' && (
                  <span className="staff-withdrawn-note">
                    {' '}
                    <Trans>
                      on {withdrawnOn}: {reason}
                    </Trans>
                  </span>
                )}
              </td>
              <td data-label={t`Actions`}>
                {item.situacao !== 'baixado' && (
                  <div className="button-row">
                    <button type="button" className="button button-secondary" data-edit-copy={item.cod_exemplar} aria-expanded={editing === item.cod_exemplar} onClick={() => onEdit(item)}>
                      <Trans>Edit copy {barcode}</Trans>
                    </button>
                    <button type="button" className="button button-secondary" onClick={() => onWithdraw(item)}>
                      <Trans>Withdraw copy {barcode}</Trans>
                    </button>
                  </div>
                )}
              </td>
            </tr>
            {editing === item.cod_exemplar && editor && (
              <tr className="staff-item-editor">
                <td colSpan={8}>{editor}</td>
              </tr>
            )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
