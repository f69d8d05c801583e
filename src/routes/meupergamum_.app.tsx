import { createFileRoute } from '@tanstack/react-router';
import { PersonalAreaAppPage } from '../features/integration/providers/components/external-pages';

// Not nested under the protected /meupergamum section (the trailing _ un-nests it): a
// visitor is sent to sign in with the personal area as the page to return to.
export const Route = createFileRoute('/meupergamum_/app')({
  validateSearch: (search: Record<string, unknown>): { pagina?: string } =>
    typeof search.pagina === 'string' ? { pagina: search.pagina } : {},
  component: AppRoute,
});

function AppRoute() {
  const { pagina } = Route.useSearch();
  return <PersonalAreaAppPage pagina={pagina} />;
}
