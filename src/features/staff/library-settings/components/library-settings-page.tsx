// /balcao/biblioteca (administrators): the library's opening hours, closed days and
// circulation rules, and the institution's texts, FAQ and events. Every save is audited
// by the server.
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { staffLibraryQueries } from '../queries';
import { ClosedDays } from './closed-days';
import { EventsEditor } from './events-editor';
import { FaqEditor } from './faq-editor';
import { HoursEditor } from './hours-editor';
import { RulesEditor } from './rules-editor';
import { TextsEditor } from './texts-editor';
import '../staff-library.css';

export function LibrarySettingsPage() {
  const { t } = useLingui();
  return (
    <div className="library-settings">
      <PageHeading title={t`The library`} />
      <OfflineNotice />
      <QueryBoundary>
        <CirculationSettings />
      </QueryBoundary>
      <QueryBoundary>
        <InstitutionTexts />
      </QueryBoundary>
    </div>
  );
}

function CirculationSettings() {
  const { data } = useSuspenseQuery(staffLibraryQueries.settings());
  return (
    <>
      <HoursEditor libraries={data.bibliotecas} />
      <ClosedDays days={data.dias_fechados} libraries={data.bibliotecas} />
      <RulesEditor rules={data.regras} />
    </>
  );
}

function InstitutionTexts() {
  const { data } = useSuspenseQuery(staffLibraryQueries.texts());
  return (
    <>
      <TextsEditor texts={data.textos} />
      <FaqEditor faq={data.faq} />
      <EventsEditor events={data.eventos} />
    </>
  );
}
