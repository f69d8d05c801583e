// /meupergamum/aquisicao (spec §1 Acquisition): where a patron suggests a purchase (the
// same form as the footer's), learns the rules (how many may be open; professors' own
// path, spec §6), and reaches the consultation, the purchase orders and the statistics.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DialogButton } from '../../../../components/dialog-button';
import { PageHeading } from '../../../../components/page-heading';
import { loadSuggestionDialog } from '../../../platform/chrome';
import { acquisitionKeys } from '../queries';
import '../acquisitions.css';

export function AcquisitionPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // What was sent shows in the lists the next time they are opened.
  const load = async () => {
    void queryClient.invalidateQueries({ queryKey: acquisitionKeys.all() });
    return loadSuggestionDialog();
  };
  return (
    <section className="acquisitions-page">
      <PageHeading title={t`Acquisition`} />
      <p>
        <Trans>Missing a book the library should have? Suggest it: the library screens each suggestion, quotes it and buys what it can. You are told each time your suggestion changes.</Trans>
      </p>
      <p className="button-row">
        <DialogButton className="button" label={t`Suggest an acquisition`} load={load} />
      </p>
      <h2>{t`How it works`}</h2>
      <ul className="acquisition-rules">
        <li><Trans>A student's or staff member's suggestion starts as a pre-suggestion; the library decides whether to buy it.</Trans></li>
        <li><Trans>Professors' suggestions go straight to purchase and have no limit.</Trans></li>
        <li><Trans>You may have only a few suggestions open at once; when the library answers one, you can send another.</Trans></li>
      </ul>
      <nav aria-label={t`Acquisitions`}>
        <ul className="acquisition-links">
          <li><Link to="/meupergamum/sugestoes">{t`My acquisition suggestions`}</Link></li>
          <li><Link to="/meupergamum/pedidos-compra">{t`Purchase orders`}</Link></li>
          <li><Link to="/meupergamum/estatisticas-aquisicao">{t`Acquisition statistics`}</Link></li>
        </ul>
      </nav>
    </section>
  );
}
