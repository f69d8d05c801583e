import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { notify } from '../../../../lib/notices';
import { onOutboxReport, startOutboxSync } from '../../../../lib/outbox/outbox-page';
import { sentMessage } from '../../../../components/outbox/feedback-messages';
import { usePrefetchLibraries } from './use-prefetch-libraries';

/** Runs the page's outbox triggers (start, login, 'online', the worker's sync), toasts what got sent, keeps the selects' data at hand. */
export function useOutboxSync(): void {
  const { i18n } = useLingui();
  useEffect(() => startOutboxSync(), []);
  usePrefetchLibraries();
  useEffect(
    () => onOutboxReport((report) => {
      for (const kind of new Set(report.sent.map((r) => r.kind))) notify('success', i18n._(sentMessage(kind)));
    }),
    [i18n],
  );
}
