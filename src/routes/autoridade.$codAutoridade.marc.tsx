import { createFileRoute } from '@tanstack/react-router';
import { AuthorityMarc } from '../features/catalogue/authority/components/authority-marc';

export const Route = createFileRoute('/autoridade/$codAutoridade/marc')({
  component: AuthorityMarcRoute,
});

function AuthorityMarcRoute() {
  return <AuthorityMarc codAutoridade={Route.useParams().codAutoridade} />;
}
