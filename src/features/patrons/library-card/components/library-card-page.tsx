import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { libraryCardKeys } from '../queries';
import { useSession } from '../../../../lib/session/use-session';
import { Barcode } from './barcode';
import { BrightCard } from './bright-card';
import { LoanTokenCard } from './loan-token-card';
import { WalletButtons } from './wallet-buttons';
import '../library-card.css';

/**
 * /meupergamum/carteirinha: the patron's card. The number is the login (the institution calls
 * it the registration, "Matrícula"), which the circulation desk looks patrons up by, drawn as
 * Code 128; then the loan token as a QR code. Both come from saved data, so they show offline.
 */
export function LibraryCardPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const [bright, setBright] = useState(false);
  const close = useCallback(() => setBright(false), []);
  if (!user) return null;
  const number = user.login;
  const label = t`Barcode of card number ${number}`;
  return (
    <section className="library-card-page">
      <PageHeading title={t`Library card`} />
      <OfflineNotice queryKeys={[libraryCardKeys.all()]} />
      <section className="library-card-section library-card" aria-labelledby="card-heading">
        <h2 id="card-heading" className="visually-hidden"><Trans>Card</Trans></h2>
        <p className="library-card-name">{user.nome}</p>
        <Barcode kind="code128" text={number} label={label} />
        <p className="library-card-number"><Trans>Card number</Trans>: <strong>{number}</strong></p>
        <button type="button" className="button" onClick={() => setBright(true)}>
          <Trans>Show bright for the scanner</Trans>
        </button>
      </section>
      <WalletButtons />
      <LoanTokenCard />
      {bright ? (
        <BrightCard onClose={close}>
          <p className="library-card-name">{user.nome}</p>
          <Barcode kind="code128" text={number} label={label} scale={5} className="bright-barcode" />
          <p className="library-card-number">{number}</p>
        </BrightCard>
      ) : null}
    </section>
  );
}
