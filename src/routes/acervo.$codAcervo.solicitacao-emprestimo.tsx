import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EmbeddedLogin } from '../features/auth/components/embedded-login';
import { LoginRequired } from '../features/title/components/login-prompt';
import { TITLE_TABS } from '../features/title/tabs';

export const Route = createFileRoute('/acervo/$codAcervo/solicitacao-emprestimo')({
  staticData: { tab: TITLE_TABS['solicitacao-emprestimo'] },
  component: LoanRequestRoute,
});

function LoanRequestRoute() {
  const { t } = useLingui();
  return <LoginRequired title={t`Request a loan`} reason={t`Log in to request a loan of this title.`} loginForm={<EmbeddedLogin />} />;
}
