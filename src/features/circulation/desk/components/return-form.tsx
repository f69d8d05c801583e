import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { DeskReturn } from '../../../../api/types';
import { formatDate, formatMoney } from '../../../../lib/format';
import { deskActions } from '../queries';
import { DeskActionForm } from './desk-action-form';
import { isOwnReturn, useDeskSession } from './desk-session';
import { QueuedAnswer, useQueueScan } from './offline-check-out';
import { ReturnSlip, usePrinter } from './slips';

/**
 * Take a copy back: the barcode; the answer says the fine earned and whether a hold was released.
 * Offline the return is queued, dated now, and applied when the connection returns (issue 36 item 9).
 */
export function ReturnForm() {
  const { t } = useLingui();
  const id = useId();
  const [barcode, setBarcode] = useState('');
  const session = useDeskSession();
  const { print } = usePrinter();
  const queue = useQueueScan();
  return (
    <DeskActionForm
      title={t({ message: 'Return', comment: 'Heading of the desk form that takes a lent copy back' })}
      submitLabel={<Trans>Return item</Trans>}
      complete={Boolean(barcode.trim())}
      incomplete={<Trans>Enter the item barcode.</Trans>}
      act={(queryClient) => deskActions.returnCopy(queryClient, barcode)}
      offline={{
        label: <Trans>Queue return</Trans>,
        act: async () => {
          const record = await queue({ kind: 'return', barcode });
          setBarcode('');
          return record && <QueuedAnswer record={record} />;
        },
      }}
      onDone={(done) => {
        setBarcode('');
        if (isOwnReturn(session.patron, done)) session.record({ kind: 'return', done });
      }}
      describe={(done) => (
        <>
          <ReturnSummary done={done} />
          <button type="button" className="button button-secondary" onClick={() => print(<ReturnSlip done={done} />)}>
            <Trans>Print return slip</Trans>
          </button>
        </>
      )}
    >
      <div className="field">
        <label htmlFor={`${id}-barcode`}>{t`Item barcode`}</label>
        <input id={`${id}-barcode`} required value={barcode} maxLength={40} autoComplete="off" inputMode="numeric" onChange={(event) => setBarcode(event.target.value)} />
      </div>
    </DeskActionForm>
  );
}

export function ReturnSummary({ done }: { done: DeskReturn }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const title = done.titulo;
  const name = done.nome;
  const days = done.dias_atraso;
  const fine = done.multa !== null ? formatMoney(done.multa, { locale }) : '';
  const suspendedUntil = done.suspensao_ate ? formatDate(done.suspensao_ate, { locale }) : '';
  const hold = done.reserva_liberada;
  const holder = hold?.nome;
  const collectBy = hold ? formatDate(hold.data_limite_retirada, { locale }) : '';
  return (
    <>
      <p>
        <Trans>
          “{title}” returned by {name}.
        </Trans>
      </p>
      <p>
        {days > 0 ? (
          <Plural value={days} one="# day late." other="# days late." />
        ) : (
          <Trans>Returned on time.</Trans>
        )}{' '}
        {fine && <Trans>Fine: {fine}.</Trans>}{' '}
        {suspendedUntil && <Trans>Borrowing suspended until {suspendedUntil}.</Trans>}
      </p>
      <p>
        {hold ? (
          <strong>
            <Trans>
              A hold was released: set this copy aside for {holder}, who may collect it until {collectBy}.
            </Trans>
          </strong>
        ) : (
          <Trans>No hold waits for it: put it back on the shelf.</Trans>
        )}
      </p>
    </>
  );
}
