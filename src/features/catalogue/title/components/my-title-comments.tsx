import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ErrorMessage } from '../../../../components/error-message';
import { useOutboxItems } from '../../../../components/outbox/use-outbox-items';
import { formatDate } from '../../../../lib/format';
import { notify } from '../../../../lib/notices';
import { deleteMyComment, titleQueries } from '../queries';

/** Spec §4: the patron sees their comments (awaiting approval or not) and may delete them. */
export function MyTitleComments({ codAcervo, codPessoa, level = 3 }: { codAcervo: number; codPessoa: number; level?: 2 | 3 }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const options = titleQueries.myComments(codAcervo, codPessoa);
  const { data: comments } = useSuspenseQuery(options);
  // A comment the outbox just delivered belongs in this list.
  const sent = useOutboxItems({ kind: 'title-comment', codAcervo }).filter((r) => r.state === 'sent').length;
  useEffect(() => {
    if (sent) void queryClient.invalidateQueries({ queryKey: options.queryKey });
  }, [sent, queryClient, options.queryKey]);
  const remove = useMutation({
    mutationFn: (id: number) => deleteMyComment(queryClient, codAcervo, id),
    onSuccess: () => notify('success', t`Comment deleted.`),
  });
  const Heading = level === 2 ? 'h2' : 'h3';
  const states = { pendente: t`Awaiting approval`, aprovado: t`Approved`, reprovado: t`Not approved` };
  if (comments.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="my-title-comments">
      <Heading id={headingId}>
        <Trans>Your comments</Trans>
      </Heading>
      <ul>
        {comments.map((comment) => (
          <li key={comment.cod_comentario}>
            <q>{comment.texto}</q> — <strong>{states[comment.situacao]}</strong>, <time dateTime={comment.data_envio}>{formatDate(comment.data_envio, { locale: i18n.locale })}</time>{' '}
            <ConfirmDialog
              trigger={<button type="button" className="link-button">{t`Delete`}</button>}
              description={t`Delete this comment? This cannot be undone.`}
              confirmLabel={t`Delete`}
              onConfirm={() => remove.mutate(comment.cod_comentario)}
            />
          </li>
        ))}
      </ul>
      {remove.isError && <ErrorMessage error={remove.error} />}
    </section>
  );
}
