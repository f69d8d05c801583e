// Past holds (spec §7 GET /reserva/historico): collected, cancelled or expired, newest
// first, optionally between two dates (spec §5: the start not after the end).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { DateRangeFilter } from '../../../../components/date-range-filter';
import { DataSection } from '../../../../components/query-boundary';
import { formatDate } from '../../../../lib/format';
import { holdQueries, type HistoryRange, type HoldHistoryEntry } from '../queries';

export function HoldHistory() {
  const id = useId();
  const [range, setRange] = useState<HistoryRange>({});
  return (
    <DataSection id={`${id}-title`} title={<Trans>Hold history</Trans>} intro={<DateRangeFilter onFilter={setRange} />} resetKey={range}>
      <HoldHistoryTable range={range} />
    </DataSection>
  );
}

function HoldHistoryTable({ range }: { range: HistoryRange }) {
  const { t, i18n } = useLingui();
  const endedOn = t({ message: 'Ended on', comment: 'The day a past hold was collected, cancelled or expired' });
  const { data: history } = useSuspenseQuery(holdQueries.history(range));
  const day = (value: string | null) => (value ? formatDate(value, { locale: i18n.locale }) : '—');
  const states: Record<HoldHistoryEntry['situacao'], string> = {
    em_fila: t`In queue`,
    liberada: t`Ready to collect`,
    atendida: t({ message: 'Collected', comment: 'A past hold whose copy the patron borrowed' }),
    cancelada: t({ message: 'Cancelled', comment: 'A past hold' }),
    expirada: t({ message: 'Expired', comment: 'A past hold whose copy was not collected in time' }),
  };

  if (history.length === 0) return <p><Trans>No past holds.</Trans></p>;
  return (
    <div className="table-scroll">
      <table className="holds-table responsive-table">
        <thead>
          <tr>
            <th scope="col">{t`Title`}</th>
            <th scope="col">{t`Library`}</th>
            <th scope="col">{t`Placed on`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{endedOn}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            <tr key={entry.cod_reserva}>
              <td className="card-title">
                <Link to="/acervo/$codAcervo" params={{ codAcervo: entry.cod_acervo }}>
                  {entry.titulo}
                </Link>
              </td>
              <td data-label={t`Library`}>{entry.desc_biblioteca}</td>
              <td data-label={t`Placed on`}>{day(entry.data_reserva)}</td>
              <td data-label={t`Status`}>{states[entry.situacao]}</td>
              <td data-label={endedOn}>{day(entry.data_encerramento)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
