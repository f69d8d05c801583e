import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { TitleDetails } from '../features/catalogue/title/components/title-details';
import { titleQueries } from '../features/catalogue/title/queries';
import { TitleRelations } from '../features/catalogue/search-extras';

// The comments (their form, the offline outbox and Dexie, the delete confirmation) sit
// below the record and load after it: the record paints without waiting for them
// (bench/lighthouse.ts, title page).
const TitleComments = lazy(() => import('../features/catalogue/title/components/title-comments').then((m) => ({ default: m.TitleComments })));

export const Route = createFileRoute('/acervo/$codAcervo/')({
  component: TitleDetailsRoute,
});

function TitleDetailsRoute() {
  const { codAcervo } = Route.useParams();
  const { data } = useSuspenseQuery(titleQueries.detail(codAcervo));
  return (
    <>
      <TitleDetails title={data} />
      <TitleRelations codAcervo={codAcervo} />
      <Suspense fallback={null}>
        <TitleComments codAcervo={codAcervo} />
      </Suspense>
    </>
  );
}
