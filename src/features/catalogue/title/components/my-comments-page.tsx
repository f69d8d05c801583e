import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { useSession } from '../../../../lib/session/use-session';
import { titleQueries } from '../queries';
import { MyTitleComments } from './my-title-comments';

/**
 * /meupergamum/comentarios: the titles the patron commented on (GET
 * /comentarios/usuario/acervos), each with how many comments await approval; opening one
 * shows its comments, each of which the patron may delete (spec §4).
 */
export function MyCommentsPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const codPessoa = user ? user.cod_pessoa : 0;
  const { data: titles } = useSuspenseQuery(titleQueries.commentedByMe(codPessoa));
  return (
    <section className="my-comments-page">
      <PageHeading title={t`My comments`} />
      <OfflineNotice />
      {titles.length === 0 ? (
        <p><Trans>You have not commented on any title yet. A title's page has a form for comments.</Trans></p>
      ) : (
        <ul className="plain-list my-comments-list">
          {titles.map((title) => (
            <li key={title.cod_acervo}>
              <details>
                <summary>
                  <strong>{title.titulo}</strong>{' '}
                  <span>
                    <Plural value={title.total_comentarios} one="# comment" other="# comments" />
                    {title.pendentes > 0 && (
                      <>
                        {' · '}
                        <Plural value={title.pendentes} one="# awaiting approval" other="# awaiting approval" />
                      </>
                    )}
                  </span>
                </summary>
                <p>
                  <Link to="/acervo/$codAcervo" params={{ codAcervo: title.cod_acervo }}><Trans>Open the title</Trans></Link>
                </p>
                <QueryBoundary>
                  <MyTitleComments codAcervo={title.cod_acervo} codPessoa={codPessoa} level={2} />
                </QueryBoundary>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
