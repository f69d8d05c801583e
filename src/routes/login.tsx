import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/patrons/auth/components/login-page';
import { validateLoginSearch } from '../features/patrons/auth/redirect';

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage {...Route.useSearch()} />;
}
