import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { DeskCheckOut } from '../../../../api/types';
import { formatDate } from '../../../../lib/format';
import { deskActions } from '../queries';
import { DeskActionForm } from './desk-action-form';

/** Check a copy out: the patron's login and the copy's barcode. */
export function CheckOutForm() {
  const { t } = useLingui();
  const id = useId();
  const [patron, setPatron] = useState('');
  const [barcode, setBarcode] = useState('');
  return (
    <DeskActionForm
      title={t`Check out`}
      submitLabel={<Trans>Check out</Trans>}
      complete={Boolean(patron.trim() && barcode.trim())}
      incomplete={<Trans>Enter the patron and the item barcode.</Trans>}
      act={(queryClient) => deskActions.checkOut(queryClient, patron, barcode)}
      onDone={() => setBarcode('')}
      describe={(done) => <CheckOutSummary done={done} />}
    >
      <div className="field">
        <label htmlFor={`${id}-patron`}>{t`Patron login or barcode`}</label>
        <input id={`${id}-patron`} value={patron} maxLength={200} autoComplete="off" onChange={(event) => setPatron(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-barcode`}>{t`Item barcode`}</label>
        <input id={`${id}-barcode`} value={barcode} maxLength={40} autoComplete="off" inputMode="numeric" onChange={(event) => setBarcode(event.target.value)} />
      </div>
    </DeskActionForm>
  );
}

function CheckOutSummary({ done }: { done: DeskCheckOut }) {
  const { i18n } = useLingui();
  const name = done.nome;
  const title = done.emprestimo.titulo;
  const due = formatDate(done.emprestimo.data_devolucao, { locale: i18n.locale });
  return (
    <p>
      <Trans>
        Lent to {name}: “{title}”, due {due}.
      </Trans>
      {done.reserva_atendida !== null && (
        <>
          {' '}
          <Trans>Their hold on this title is now fulfilled.</Trans>
        </>
      )}
    </p>
  );
}
