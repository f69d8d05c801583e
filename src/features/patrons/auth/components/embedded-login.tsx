import { useLocation, useRouter } from '@tanstack/react-router';
import { LoginForm } from './login-form';

/** The login embedded in a page that needs a patron (a title's hold or loan request). */
export function EmbeddedLogin() {
  const router = useRouter();
  const here = useLocation({ select: (location) => location.href });
  return <LoginForm variant="embedded" redirect={here} onSignedIn={() => void router.invalidate()} />;
}
