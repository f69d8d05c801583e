import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryBoundary } from '../../../../components/query-boundary';
import { useSession } from '../../../../lib/session/use-session';
import { titleQueries } from '../queries';
import { MyTitleComments } from './my-title-comments';
import { TitleCommentForm } from './title-comment-form';
import { formatDate } from '../../../../lib/format';

const firstNameOf = (name: string | null) => name?.trim().split(/\s+/)[0] ?? null;

/** Readers' comments on a title: the approved ones, the reader's own, and how to send one. */
export function TitleComments({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const { user } = useSession();
  return (
    <section aria-labelledby="title-comments-heading" className="title-comments">
      <h2 id="title-comments-heading">{t`Comments`}</h2>
      <QueryBoundary>
        <ApprovedComments codAcervo={codAcervo} />
        {user && <MyTitleComments codAcervo={codAcervo} codPessoa={user.cod_pessoa} />}
      </QueryBoundary>
      {user ? (
        <TitleCommentForm codAcervo={codAcervo} />
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

function ApprovedComments({ codAcervo }: { codAcervo: number }) {
  const { t, i18n } = useLingui();
  const { data: comments } = useSuspenseQuery(titleQueries.comments(codAcervo));
  return comments.length === 0 ? (
    <p className="empty-state">
      <Trans>No comments on this title yet.</Trans>
    </p>
  ) : (
    <ul className="comment-list">
      {comments.map((comment) => {
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
  );
}
