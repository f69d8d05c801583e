import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OutboxKind } from '../../lib/storage/db';
import { notify } from '../../lib/notices';
import { appOutbox, submitToOutbox } from '../../lib/outbox/outbox-page';
import { feedbackMessages, refusalText } from './feedback-messages';

export type SubmitResult = 'sent' | 'queued' | 'refused';

/**
 * Sends a comment or suggestion through the outbox. A refusal at once (a 422: limit,
 * required field) is shown under the button and the item is dropped, so the patron can
 * fix the text; an item that could not leave waits in the outbox (toasts for 'sent' come
 * from the outbox reports, see useOutboxSync).
 */
export function useFeedbackSubmit(kind: OutboxKind) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(body: Record<string, unknown>, codAcervo?: number): Promise<SubmitResult> {
    setBusy(true);
    setError('');
    try {
      const record = await submitToOutbox({ kind, body, codAcervo });
      if (record.state === 'failed') {
        await (await appOutbox()).remove(record.id);
        setError(refusalText(i18n, record.error ?? ''));
        return 'refused';
      }
      if (record.state === 'sent') return 'sent';
      notify('info', i18n._(feedbackMessages.queued));
      return 'queued';
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, error, setError };
}
