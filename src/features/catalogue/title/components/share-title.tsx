import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { shareLink, type ShareOutcome } from '../share';

/**
 * "Share" on a title: the phone's share sheet (Web Share API), or "Copy link" where the
 * browser has none. When even the clipboard refuses, the address is shown to copy by hand.
 */
export function ShareTitle({ title }: { title: string }) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const url = typeof location === 'undefined' ? '' : location.href;
  return (
    <>
      <button
        type="button"
        className="button button-secondary share-button"
        onClick={async () => setOutcome(await shareLink({ title, url: location.href }, navigator))}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
          <path fill="currentColor" d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7c0 .3 0 .5.1.8L8.4 11.2a3 3 0 1 0 0 3.6l6.7 3.4A3 3 0 1 0 18 16Z" />
        </svg>{' '}
        {canShare ? <Trans>Share</Trans> : <Trans>Copy link</Trans>}
      </button>
      <span role="status" className="share-status">
        {outcome === 'copied' && <Trans>Link copied.</Trans>}
      </span>
      {outcome === 'failed' && (
        <label className="share-fallback">
          <span>
            <Trans>Copy this link:</Trans>
          </span>
          <input type="url" readOnly value={url} onFocus={(event) => event.target.select()} />
        </label>
      )}
    </>
  );
}
