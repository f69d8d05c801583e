import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EmbeddedLogin } from '../features/patrons/auth/components/embedded-login';
import { HoldForm } from '../features/circulation/holds';
import { LoginRequired } from '../features/catalogue/title/components/login-prompt';
import { TITLE_TABS } from '../features/catalogue/title/tabs';
import { useSession } from '../lib/session/use-session';

export const Route = createFileRoute('/acervo/$codAcervo/reserva')({
  staticData: { tab: TITLE_TABS.reserva },
  component: HoldRoute,
});

function HoldRoute() {
  const { t } = useLingui();
  const { user } = useSession();
  const { codAcervo } = Route.useParams();
  if (user) return <HoldForm codAcervo={codAcervo} />;
  return <LoginRequired title={t`Place a hold`} reason={t`Log in to place a hold on this title.`} loginForm={<EmbeddedLogin />} />;
}
