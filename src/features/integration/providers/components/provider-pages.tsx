// The third-party pages of spec §2: /grupoa receives Grupo A's session (its platform sends
// the patron here with ?sessionid=…) and /pearson opens a Pearson e-book (?acervo=&seq=, a
// title's restricted link) or the Pearson virtual library; both open in a new tab.
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../../../components/page-heading';
import { providerAccess } from '../open-provider';
import { ProviderButton } from './provider-button';

export function GrupoAPage({ sessionid }: { sessionid?: string }) {
  const { t } = useLingui();
  return (
    <section className="external-page">
      <PageHeading title={t`Grupo A e-books`} />
      {sessionid ? (
        <>
          <p><Trans>Your Grupo A reading session is ready to open.</Trans></p>
          <ProviderButton label={t`Open Grupo A`} fetchUrl={() => providerAccess.grupoA(sessionid)} />
        </>
      ) : (
        <p><Trans>Open Grupo A's e-books from a title's online access link or from the Databases page of your personal area.</Trans></p>
      )}
    </section>
  );
}

export function PearsonPage({ acervo, seq }: { acervo?: number; seq?: number }) {
  const { t } = useLingui();
  return (
    <section className="external-page">
      <PageHeading title={t`Pearson e-books`} />
      <p><Trans>The Pearson virtual library opens in a new tab, signed in with your library account.</Trans></p>
      {acervo && seq ? (
        <ProviderButton label={t`Open the e-book`} fetchUrl={() => providerAccess.restrictedLink(acervo, seq)} />
      ) : (
        <ProviderButton label={t`Open the Pearson virtual library`} fetchUrl={() => providerAccess.base('pearson')} />
      )}
    </section>
  );
}
