import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { dismissNotice, getNotices, subscribeNotices } from '../../../../lib/notices';

/** Shows notifications in a live region; each closes by itself or by its button. */
export function NoticesRegion() {
  const { t } = useLingui();
  const notices = useSyncExternalStore(subscribeNotices, getNotices, getNotices);
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice-${notice.kind}`}>
          <p>{notice.text}</p>
          <button type="button" onClick={() => dismissNotice(notice.id)} aria-label={t`Close notification`}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
