import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { OutboxItems } from '../../../../components/outbox/outbox-items';
import { useFeedbackSubmit } from '../../../../components/outbox/use-feedback-submit';
import { useFieldChecks } from '../../../../components/field-checks';

/**
 * A patron's comment on this title (moderated: shown once the library approves it). It
 * goes through the outbox, so a comment written offline is sent when the connection returns.
 */
export function TitleCommentForm({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const id = useId();
  const [comment, setComment] = useState('');
  const { submit, busy, error } = useFeedbackSubmit('title-comment');
  const content = comment.trim();

  const checkFields = useFieldChecks();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (!content || busy) return;
    if ((await submit({ content }, codAcervo)) !== 'refused') setComment('');
  }

  return (
    <form className="title-comment-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-comment`}>{t`Your comment`}</label>
        <textarea id={`${id}-comment`} value={comment} maxLength={4000} onChange={(event) => setComment(event.target.value)} />
      </div>
      <p className="notice-inline">
        <Trans>Comments are shown once the library approves them.</Trans>
      </p>
      <div className="button-row">
        <button type="submit" className="button" disabled={!content || busy}>
          <Trans>Send comment</Trans>
        </button>
      </div>
      {error && <p className="field-error" role="alert">{error}</p>}
      <OutboxItems kind="title-comment" codAcervo={codAcervo} />
    </form>
  );
}
