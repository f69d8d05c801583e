// /meupergamum/armazem: the form for asking for basket titles kept in closed storage
// (spec §7 POST /gravar-armazem {cesta}, cod_biblioteca): the library, and the titles.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageHeading } from '../../../../components/page-heading';
import { useBasket } from '../../basket';
import { libraryRequestQueries } from '../queries';
import { libraryField } from './library-field';
import { RequestForm, type FieldSpec } from './request-form';
import { RequestLinks } from './request-links';
import '../library-requests.css';

export function ClosedStoragePage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(libraryRequestQueries.formData());
  const basket = useBasket();
  const titles: FieldSpec[] = basket.items.map((item) => ({ name: `acervo-${item.cod_acervo}`, kind: 'checkbox', label: item.titulo }));
  const fields: FieldSpec[] = [libraryField(t`Library holding the storage`, data.bibliotecas_recebimento), ...titles];
  return (
    <section className="library-request-page">
      <PageHeading title={t`Closed storage`} />
      <p><Trans>Some copies are kept in closed storage. Choose the titles of your basket the library should fetch for you.</Trans></p>
      {basket.ready && basket.items.length === 0 ? (
        <p>
          <Trans>Your basket is empty. Add titles to the basket from the catalogue, then come back.</Trans>{' '}
          <Link to="/"><Trans>Search the catalogue</Trans></Link>
        </p>
      ) : (
        <RequestForm
          kind="armazem"
          fields={fields}
          submitLabel={t`Send request`}
          check={(body) => (Object.entries(body).some(([k, v]) => k.startsWith('acervo-') && v === true) ? null : 'error.archive-empty')}
          shape={(body) => ({
            codBiblioteca: Number(body.cod_biblioteca),
            body: { cesta: Object.entries(body).filter(([k, v]) => k.startsWith('acervo-') && v === true).map(([k]) => ({ cod_acervo: Number(k.slice(7)) })) },
          })}
        >
          <p className="field-hint"><Trans>Titles of your basket:</Trans></p>
        </RequestForm>
      )}
      <RequestLinks />
    </section>
  );
}
