// A patron's holds, cancelled on their behalf (a released copy passes to the next in queue).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema.gen';

type Schemas = components['schemas'];
import { formatDate } from '../../../../lib/format';
import { HoldStatus } from '../../../circulation/holds';
import { staffPatronActions } from '../queries';
import { PlaceHoldForm } from './place-hold-form';
import { ReasonAction } from './reason-action';

type Hold = Schemas['Hold'];

export function PatronHolds({ cod, holds }: { cod: number; holds: Hold[] }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby="patron-holds">
      <h2 id="patron-holds">{t`Holds`}</h2>
      {holds.length === 0 ? (
        <p><Trans>No holds.</Trans></p>
      ) : (
        <table className="responsive-table">
          <caption className="visually-hidden">{t`Holds`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Title`}</th>
              <th scope="col">{t`Library`}</th>
              <th scope="col">{t`Placed on`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {holds.map((hold) => (
              <tr key={hold.cod_reserva}>
                <th scope="row" data-label={t`Title`}>{hold.titulo}</th>
                <td data-label={t`Library`}>{hold.desc_biblioteca}</td>
                <td data-label={t`Placed on`}>{formatDate(hold.data_reserva, { locale: i18n.locale })}</td>
                <td data-label={t`Status`}><HoldStatus hold={hold} /></td>
                <td data-label={t`Actions`}>
                  <ReasonAction
                    label={t`Cancel the hold on ${hold.titulo}`}
                    confirm={t`Cancel hold`}
                    done={t`Hold cancelled.`}
                    run={(reason) => staffPatronActions.cancelHold(queryClient, cod, hold.cod_reserva, reason)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PlaceHoldForm cod={cod} />
    </section>
  );
}
