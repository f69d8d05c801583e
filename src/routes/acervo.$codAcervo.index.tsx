import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TitleComments } from '../features/title/components/title-comments';
import { TitleDetails } from '../features/title/components/title-details';
import { titleQueries } from '../features/title/queries';

export const Route = createFileRoute('/acervo/$codAcervo/')({
  component: TitleDetailsRoute,
});

function TitleDetailsRoute() {
  const { codAcervo } = Route.useParams();
  const { data } = useSuspenseQuery(titleQueries.detail(codAcervo));
  return (
    <>
      <TitleDetails title={data} />
      <TitleComments codAcervo={codAcervo} />
    </>
  );
}
