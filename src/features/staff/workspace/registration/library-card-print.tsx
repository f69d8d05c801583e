// /balcao/usuarios/$cod/carteirinha (issue 36 item 5): the patron's library card printed at
// the desk, its number drawn as Code 128 by the library-card feature's own Barcode (the
// card's number is the login, as on the patron's card page). Print CSS puts only the card,
// at card size, on paper.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageHeading } from '../../../../components/page-heading';
import { formatDate } from '../../../../lib/format';
import { Barcode } from '../../../patrons/library-card';
import { staffPatronQueries } from '../queries';
import '../staff-patrons.css';
import './library-card-print.css';

export function LibraryCardPrintPage({ cod }: { cod: number }) {
  const { t, i18n } = useLingui();
  const { data: p } = useSuspenseQuery(staffPatronQueries.profile(cod));
  const until = p.validade_matricula ? formatDate(p.validade_matricula, { locale: i18n.locale }) : null;
  return (
    <>
      <PageHeading title={t`Library card of ${p.nome}`} />
      <p className="no-print">
        <Link to="/balcao/usuarios/$cod" params={{ cod }}><Trans>Back to the patron's record</Trans></Link>
      </p>
      <div className="printed-card" data-testid="printed-card">
        <p className="printed-card-library">{t`Library card`}</p>
        <p className="printed-card-name">{p.nome}</p>
        <p className="printed-card-category">{p.desc_categoria}</p>
        <Barcode kind="code128" text={p.login} label={t`Barcode of card number ${p.login}`} scale={2} />
        <p className="printed-card-number">{p.login}</p>
        {until && <p className="printed-card-until"><Trans>Valid until {until}</Trans></p>}
      </div>
      <div className="button-row no-print">
        <button type="button" className="button" onClick={() => window.print()}>{t`Print the card`}</button>
      </div>
    </>
  );
}
