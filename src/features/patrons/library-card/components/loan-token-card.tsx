import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../../../components/error-message';
import { useNetworkGate } from '../../../../components/offline-notice';
import { DataSection } from '../../../../components/query-boundary';
import { formatDateTime } from '../../../../lib/format';
import { useOnline } from '../../../../lib/online';
import { libraryCardQueries, requestLoanToken } from '../queries';
import { tokenValidity } from '../token-expiry';
import { Barcode } from './barcode';

/** Re-renders every 15 seconds, so "valid for N minutes" and "expired" follow the clock. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The loan token (spec §1 "Request token") as text and QR code, with its validity. */
export function LoanTokenCard() {
  return (
    <DataSection className="library-card-section" id="loan-token-heading" title={<Trans>Loan token</Trans>}
      intro={<p className="library-card-hint"><Trans>Show it at the desk or the self-service kiosk to borrow without your password.</Trans></p>}>
      <LoanToken />
    </DataSection>
  );
}

function LoanToken() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(libraryCardQueries.token());
  const gate = useNetworkGate();
  const online = useOnline();
  const now = useNow();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);

  const ask = async () => {
    if (gate.offline || asking) return;
    setAsking(true);
    setFailed(null);
    try {
      await requestLoanToken(queryClient);
    } catch (error) {
      setFailed(error);
    } finally {
      setAsking(false);
    }
  };

  const validity = data ? tokenValidity(data.validade, now) : null;
  const until = data ? formatDateTime(data.validade, { locale: i18n.locale }) : '';
  const minutes = validity?.minutesLeft ?? 0;
  return (
    <>
      {data && validity ? (
        <div className={validity.expired ? 'loan-token expired' : 'loan-token'} data-token-state={validity.expired ? 'expired' : 'valid'}>
          {validity.expired ? null : <Barcode kind="qrcode" text={data.token} label={t`QR code of the loan token ${data.token}`} scale={5} />}
          <p className="loan-token-text"><span className="visually-hidden"><Trans>Token:</Trans> </span>{data.token}</p>
          {validity.expired ? (
            <p className="card-alarm" role="status">
              <Trans>This token expired on {until}.</Trans>{' '}
              {online ? <Trans>Request a new one.</Trans> : <Trans>Connect to the internet to request a new one.</Trans>}
            </p>
          ) : (
            <p className="card-ok">
              <Trans>Valid until {until}</Trans>{' '}
              (<Trans comment="Minutes left before the loan token expires">{minutes} min left</Trans>)
            </p>
          )}
        </div>
      ) : (
        <p><Trans>You have no valid loan token.</Trans></p>
      )}
      <button type="button" className="button" onClick={ask} disabled={asking} {...gate.controlProps}>
        {data ? <Trans>Request a new token</Trans> : <Trans>Request a token</Trans>}
      </button>
      {gate.hint}
      {failed ? <ErrorMessage error={failed} /> : null}
    </>
  );
}
