import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorMessage } from '../../../../components/error-message';
import { useNetworkGate } from '../../../../components/offline-notice';
import { downloadApplePass, libraryCardQueries, openGoogleWallet } from '../queries';

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" (issue 39): each shows only when the
 * server holds that wallet's keys, and nothing at all while it is unknown or neither is on.
 */
export function WalletButtons() {
  const { data } = useQuery(libraryCardQueries.wallets());
  const gate = useNetworkGate();
  const [busy, setBusy] = useState<'apple' | 'google' | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  if (!data || (!data.apple && !data.google)) return null;

  const run = (which: 'apple' | 'google', work: () => Promise<void>) => async () => {
    if (gate.offline || busy) return;
    setBusy(which);
    setFailed(null);
    try {
      await work();
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="library-card-section wallet-buttons" aria-labelledby="wallet-heading">
      <h2 id="wallet-heading"><Trans>Card in your phone's wallet</Trans></h2>
      <p className="library-card-hint">
        <Trans>Your card's barcode, your next due date and the holds ready to collect, in your phone's wallet.</Trans>
      </p>
      <div className="wallet-actions">
        {data.apple ? (
          <button type="button" className="button wallet-button apple" onClick={run('apple', downloadApplePass)} aria-busy={busy === 'apple'} {...gate.controlProps}>
            <Trans>Add to Apple Wallet</Trans>
          </button>
        ) : null}
        {data.google ? (
          <button type="button" className="button wallet-button google" onClick={run('google', openGoogleWallet)} aria-busy={busy === 'google'} {...gate.controlProps}>
            <Trans>Save to Google Wallet</Trans>
          </button>
        ) : null}
      </div>
      {gate.hint}
      {failed ? <ErrorMessage error={failed} /> : null}
    </section>
  );
}
