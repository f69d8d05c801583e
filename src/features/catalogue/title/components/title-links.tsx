import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../../components/query-state';
import { ProviderButton, providerAccess } from '../../../integration/providers';
import { recordLinkAccess, titleQueries } from '../queries';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The title's online links (MARC 856), with their labels. */
export function TitleLinks({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  // Not part of the loader: the page is useful without its links, so they never block it
  // (nothing shows until they come).
  const links = useQuery(titleQueries.links(codAcervo));
  return (
    <QueryState query={links} pending={null}>
      {(data) =>
        data.length === 0 ? null : (
          <section aria-label={t`Online access`} className="title-links">
            <ul>
              {data.map((link) => (
                <li key={link.seq_paragrafo}>
                  {link.acesso_restrito ? (
                    // The provider's address is negotiated by the server for this patron (and counted there).
                    <ProviderButton
                      className="link-button"
                      label={link.descricao || t`Online access at ${hostOf(link.url)}`}
                      fetchUrl={() => providerAccess.restrictedLink(codAcervo, link.seq_paragrafo)}
                    />
                  ) : (
                    <a href={link.url} target="_blank" rel="noopener noreferrer" onClick={() => recordLinkAccess(codAcervo, link.seq_paragrafo, link.url)}>
                      {link.descricao || t`Online access at ${hostOf(link.url)}`}
                      <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
                    </a>
                  )}
                  {link.acesso_restrito && (
                    <span className="badge">
                      <Trans>Restricted access</Trans>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )
      }
    </QueryState>
  );
}
