// /meupergamum/sugestoes (spec §1 Suggestion consultation): the patron's acquisition
// suggestions, filtered by status and dates (spec §5: start not after end).
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { DateRange } from '../../../../components/date-range';
import { DateRangeFilter } from '../../../../components/date-range-filter';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { ACQUISITION_STATUSES } from '../../../../../openapi/acquisition-states';
import { acquisitionStatusLabels } from '../messages';
import { acquisitionKeys, acquisitionQueries, type QueueStatus, type SuggestionFilters } from '../queries';
import { SuggestionsTable } from './suggestions-table';
import '../acquisitions.css';

export function SuggestionsPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [filters, setFilters] = useState<SuggestionFilters>({});
  const [status, setStatus] = useState<QueueStatus | ''>('');
  const filter = (range: DateRange) => setFilters({ ...(status ? { situacao: status } : {}), ...range });
  return (
    <section className="acquisitions-page">
      <PageHeading title={t`My acquisition suggestions`} />
      <OfflineNotice queryKeys={[acquisitionKeys.lists()]} />
      <DateRangeFilter onFilter={filter}>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t`Status`}</label>
          <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as QueueStatus | '')}>
            <option value="">{t({ message: 'All', comment: 'Acquisition status filter: every status' })}</option>
            {ACQUISITION_STATUSES.map((code) => (
              <option key={code} value={code}>
                {i18n._(acquisitionStatusLabels[code])}
              </option>
            ))}
          </select>
        </div>
      </DateRangeFilter>
      <QueryBoundary resetKey={filters}>
        <SuggestionList filters={filters} />
      </QueryBoundary>
    </section>
  );
}

function SuggestionList({ filters }: { filters: SuggestionFilters }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(acquisitionQueries.list(filters));
  return <SuggestionsTable suggestions={data} caption={t`Your acquisition suggestions`} empty={t`No acquisition suggestions.`} />;
}
