import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { useSession } from '../../../lib/session/use-session';
import { titleQueries } from '../queries';
import { MyTitleComments } from './my-title-comments';
import { TitleCommentForm } from './title-comment-form';
import { formatDate } from '../../../lib/format';

const firstNameOf = (name: string | null) => name?.trim().split(/\s+/)[0] ?? null;

/** Readers' comments on a title: the approved ones, and how to send one. */
export function TitleComments({ codAcervo }: { codAcervo: number }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const comments = useQuery(titleQueries.comments(codAcervo));
  return (
    <section aria-labelledby="title-comments-heading" className="title-comments">
      <h2 id="title-comments-heading">{t`Comments`}</h2>
      {comments.isPending ? (
        <Loading />
      ) : comments.isError ? (
        <ErrorMessage error={comments.error} />
      ) : comments.data.length === 0 ? (
        <p className="empty-state">
          <Trans>No comments on this title yet.</Trans>
        </p>
      ) : (
        <ul className="comment-list">
          {comments.data.map((comment) => {
            const author = firstNameOf(comment.nome_pessoa) ?? t`A reader`;
            return (
              <li key={comment.cod_comentario}>
                <blockquote>{comment.texto}</blockquote>
                <p className="comment-meta">
                  {author}, <time dateTime={comment.data_envio}>{formatDate(comment.data_envio, { style: 'long', locale: i18n.locale })}</time>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {user ? (
        <>
          <MyTitleComments codAcervo={codAcervo} codPessoa={user.cod_pessoa} />
          <TitleCommentForm codAcervo={codAcervo} />
        </>
      ) : (
        <p className="notice-inline">
          <Trans>
            <Link to="/login" search={{ redirect: `/acervo/${codAcervo}` }}>
              Log in
            </Link>{' '}
            to send a comment. Comments are shown once the library approves them.
          </Trans>
        </p>
      )}
    </section>
  );
}
