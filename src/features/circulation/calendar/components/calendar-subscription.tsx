import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ErrorMessage } from '../../../../components/error-message';
import { useNetworkGate } from '../../../../components/offline-notice';
import { DataSection } from '../../../../components/query-boundary';
import { formatDateTime } from '../../../../lib/format';
import { calendarQueries, makeAddress, revokeAddress } from '../queries';
import '../calendar-feed.css';

/**
 * "Subscribe in calendar": a secret address of the patron's due dates and pick-up deadlines
 * that the phone's calendar app follows (webcal:), to copy into any other, or to revoke.
 */
export function CalendarSubscription() {
  return (
    <DataSection className="calendar-feed" id="calendar-feed-heading" title={<Trans>Subscribe in calendar</Trans>}
      intro={<p><Trans>Your calendar app can show each loan's due date and the last day to collect a ready hold, and follow renewals. The address is private: anyone who has it sees these dates.</Trans></p>}>
      <CalendarAddress />
    </DataSection>
  );
}

/** The live address (made on this device), or that one is live elsewhere; making and revoking. */
function CalendarAddress() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: status } = useSuspenseQuery(calendarQueries.status());
  const remembered = useQuery(calendarQueries.address(queryClient));
  const gate = useNetworkGate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const [copied, setCopied] = useState(false);

  const act = async (work: () => Promise<unknown>) => {
    if (gate.offline || busy) return;
    setBusy(true);
    setFailed(null);
    setCopied(false);
    try {
      await work();
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const live = status.ativa;
  // The address this device made, if it is still the live one (one made elsewhere replaced it otherwise).
  const address = live && remembered.data && remembered.data.criada_em === status.criada_em ? remembered.data : null;
  const since = status.criada_em ? formatDateTime(status.criada_em, { locale: i18n.locale }) : '';
  return (
    <>
      {address ? (
        <div className="calendar-feed-address">
          <a className="button" href={address.webcal}><Trans>Open in my calendar app</Trans></a>
          <label htmlFor="calendar-feed-url"><Trans>Calendar address</Trans></label>
          <input id="calendar-feed-url" readOnly value={address.url} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="button" onClick={() => copy(address.url)}><Trans>Copy address</Trans></button>
          <p role="status">{copied ? <Trans>Address copied.</Trans> : null}</p>
        </div>
      ) : live ? (
        <p><Trans>A calendar address made on {since} is active, on another device. Make a new one to see it here (the old one stops working).</Trans></p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button" disabled={busy} {...gate.controlProps} onClick={() => act(() => makeAddress(queryClient))}>
          {live ? <Trans>Make a new address</Trans> : <Trans>Make my calendar address</Trans>}
        </button>
        {live ? (
          <ConfirmDialog
            trigger={<button type="button" className="button" disabled={busy} {...gate.controlProps}><Trans>Revoke the address</Trans></button>}
            description={t`Calendars that follow this address will stop receiving your dates.`}
            onConfirm={() => act(() => revokeAddress(queryClient))}
          />
        ) : null}
        {gate.hint}
      </div>
      {failed ? <ErrorMessage error={failed} /> : null}
    </>
  );
}
