// What a screen says while offline: when its data was saved (the oldest of the screen's
// queries, so nothing looks newer than it is), and, beside controls that need the
// network, why they do nothing now.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useId, useSyncExternalStore } from 'react';
import { formatDateTime } from '../lib/format-dates';
import { useOnline } from '../lib/online';
import './offline-notice.css';

/** The oldest update time of the successful, on-screen queries under the given keys (0 when none). */
function useSavedAt(queryKeys: readonly QueryKey[]): number {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => queryCache.subscribe(listener), [queryCache]);
  const read = () => {
    const times = queryKeys
      .flatMap((queryKey) => queryCache.findAll({ queryKey, type: 'active', predicate: (q) => q.state.status === 'success' }))
      .map((query) => query.state.dataUpdatedAt)
      .filter((time) => time > 0);
    return times.length ? Math.min(...times) : 0;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Shown at the top of a screen while offline: "Offline — showing data saved at …", the
 * time the screen's data (queries under `queryKeys`) was fetched, in the active language.
 * Screens whose data is local (the basket) pass no keys and get the plain notice.
 */
export function OfflineNotice({ queryKeys = [] }: { queryKeys?: readonly QueryKey[] }) {
  const online = useOnline();
  const { i18n } = useLingui();
  const savedAt = useSavedAt(queryKeys);
  if (online) return null;
  const when = savedAt ? formatDateTime(savedAt, { locale: i18n.locale }) : '';
  return (
    <p className="offline-notice" role="status">
      {when ? (
        <Trans comment="Shown while the device has no connection; {when} is a date and time">
          Offline — showing data saved at {when}
        </Trans>
      ) : (
        <Trans>Offline — what needs the network is not available until the connection returns.</Trans>
      )}
    </p>
  );
}

/**
 * For a control that needs the network: while offline, spread `controlProps` on it
 * (aria-disabled, so it stays focusable and its explanation is read), render `hint`
 * beside it, and return early from its handler when `offline`.
 */
export function useNetworkGate(available = false) {
  const online = useOnline();
  const id = useId();
  const offline = !online && !available;
  return {
    offline,
    controlProps: offline ? { 'aria-disabled': true as const, 'aria-describedby': id } : {},
    hint: offline ? (
      <span id={id} className="offline-hint">
        <Trans>Needs a connection: you are offline.</Trans>
      </span>
    ) : null,
  };
}
