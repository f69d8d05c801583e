import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useSession } from '../../../../lib/session/use-session';
import type { ModalProps } from '../../../../components/dialog-button';
import { ModalDialog } from '../../../../components/modal-dialog';
import './feedback.css';
import { LibrarySelects } from './library-selects';
import { LoginNotice } from './login-notice';
import { OutboxItems } from '../../../../components/outbox/outbox-items';
import { useFeedbackSubmit } from '../../../../components/outbox/use-feedback-submit';
import { UNSET, useLibraryChoice } from './use-library-choice';
import { useFieldChecks } from '../../../../components/field-checks';

/** Spec §2 general comment: campus, library, comment; §5: send only with a library and a non-blank comment. */
export function GeneralCommentDialog(modal: ModalProps) {
  const { t } = useLingui();
  return (
    <ModalDialog
      {...modal}
      title={t`Comments`} className="feedback-dialog"
      description={t`Send a comment, a compliment or a complaint to a library.`}
    >
      <GeneralCommentForm onSent={() => modal.onOpenChange(false)} />
    </ModalDialog>
  );
}

/** Mounted only while the modal is open, so closed modals load nothing. */
function GeneralCommentForm({ onSent }: { onSent: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const { user } = useSession();
  const [comment, setComment] = useState('');
  const choice = useLibraryChoice();
  const { submit, busy, error } = useFeedbackSubmit('general-comment');
  const content = comment.trim();
  const ready = Boolean(user) && content !== '' && choice.library !== UNSET && !busy;

  const checkFields = useFieldChecks();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (!ready) return;
    const result = await submit({ content, b: choice.library });
    if (result === 'refused') return;
    setComment('');
    if (result === 'sent') onSent();
  }

  return (
    <>
      {!user && <LoginNotice />}
      <form className="feedback-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <LibrarySelects choice={choice} disabled={!user} />
        <div className="field">
          <label htmlFor={`${id}-comment`}>{t`Comment`}</label>
          <textarea
            id={`${id}-comment`} value={comment} maxLength={4000} disabled={!user}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={!ready}>
            <Trans>Send comment</Trans>
          </button>
        </div>
        {error && <p className="field-error" role="alert">{error}</p>}
      </form>
      <OutboxItems kind="general-comment" />
    </>
  );
}
