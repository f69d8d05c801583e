import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EmbeddedLogin } from '../features/patrons/auth/components/embedded-login';
import { LoanRequestForm } from '../features/circulation/loan-requests';
import { LoginRequired } from '../features/catalogue/title/components/login-prompt';
import { TITLE_TABS } from '../features/catalogue/title/tabs';
import { useSession } from '../lib/session/use-session';

export const Route = createFileRoute('/acervo/$codAcervo/solicitacao-emprestimo')({
  staticData: { tab: TITLE_TABS['solicitacao-emprestimo'] },
  component: LoanRequestRoute,
});

function LoanRequestRoute() {
  const { t } = useLingui();
  const { user } = useSession();
  const { codAcervo } = Route.useParams();
  if (user) return <LoanRequestForm codAcervo={codAcervo} />;
  return <LoginRequired title={t`Request a loan`} reason={t`Log in to request a loan of this title.`} loginForm={<EmbeddedLogin />} />;
}
