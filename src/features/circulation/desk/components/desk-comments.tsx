// Comments awaiting approval (spec §4: shown only once the library approves them).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../../../../api/errors';
import { useNetworkGate } from '../../../../components/offline-notice';
import { DataSection } from '../../../../components/query-boundary';
import { notify } from '../../../../lib/notices';
import { formatDateTime } from '../../../../lib/format';
import type { DeskComment } from '../../../../api/types';
import { deskActions, deskQueries } from '../queries';
import { DeskAnswer } from './desk-answer';

export function DeskComments() {
  const { t } = useLingui();
  return (
    <DataSection id="desk-comments-title" title={t`Comments awaiting approval`}>
      <DeskCommentList />
    </DataSection>
  );
}

function DeskCommentList() {
  const { data: comments } = useSuspenseQuery(deskQueries.comments());
  if (comments.length === 0) {
    return (
      <p>
        <Trans>No comments await approval.</Trans>
      </p>
    );
  }
  return (
    <ul className="desk-list">
      {comments.map((comment) => (
        <DeskCommentItem key={comment.cod_comentario} comment={comment} />
      ))}
    </ul>
  );
}

function DeskCommentItem({ comment }: { comment: DeskComment }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [error, setError] = useState<ApiError | null>(null);
  const decide = useMutation({
    mutationFn: (decision: 'aprovado' | 'rejeitado') => deskActions.moderateComment(queryClient, comment.cod_comentario, decision),
    onSuccess: (result) => {
      if (!result.ok) return setError(result.error);
      notify('success', result.data === 'aprovado' ? t`Comment approved.` : t`Comment rejected.`);
    },
  });
  const name = comment.nome;
  const when = formatDateTime(comment.data_envio, { locale: i18n.locale });
  const about = comment.titulo ?? comment.desc_biblioteca ?? t`the library`;
  const act = (decision: 'aprovado' | 'rejeitado') => !network.offline && decide.mutate(decision);
  return (
    <li data-desk-comment={comment.cod_comentario}>
      <p>
        <Trans comment="{about} is a title or a library's name">
          {name} on {about}, {when}:
        </Trans>
      </p>
      <blockquote>{comment.texto}</blockquote>
      <div className="button-row">
        <button type="button" className="button" disabled={decide.isPending} {...network.controlProps} onClick={() => act('aprovado')}>
          <Trans>Approve</Trans>
        </button>
        <button type="button" className="button button-secondary" disabled={decide.isPending} {...network.controlProps} onClick={() => act('rejeitado')}>
          <Trans>Reject</Trans>
        </button>
        {network.hint}
      </div>
      <DeskAnswer error={error} />
    </li>
  );
}
