// The patron's current holds: where each stands (number N in the queue, or set aside and
// ready to collect until a date) and their cancellation, one or several, after a
// confirmation (spec §4, §5 "a reservation must be selected"). The route loads the list.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { usePartsText } from '../../../../components/copy-option-fields';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useNetworkGate } from '../../../../components/offline-notice';
import { formatDate } from '../../../../lib/format';
import { HOLD } from '../../../../../openapi/circulation-states';
import { notify } from '../../../../lib/notices';
import { holdRefusalText } from '../messages';
import { cancelHolds, holdQueries, type Hold } from '../queries';

export function CurrentHolds() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: list } = useSuspenseQuery(holdQueries.list());
  const network = useNetworkGate();
  const [selected, setSelected] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (codes: number[]) => cancelHolds(queryClient, codes),
    onSuccess: (result, codes) => {
      if (!result.ok) return setProblem(holdRefusalText(i18n, result.message));
      setSelected((current) => current.filter((code) => !codes.includes(code)));
      notify('success', codes.length === 1 ? t`Hold cancelled.` : t`Holds cancelled.`);
    },
  });
  const toggle = (code: number) =>
    setSelected((current) => (current.includes(code) ? current.filter((c) => c !== code) : [...current, code]));
  const run = (codes: number[]) => {
    if (network.offline || cancel.isPending) return;
    setProblem(null);
    cancel.mutate(codes);
  };

  // Only what is still listed counts (a hold may have ended since it was ticked).
  const chosen = selected.filter((code) => list.some((hold) => hold.cod_reserva === code));
  const count = chosen.length;
  return (
    <section aria-labelledby="current-holds-title">
      <h2 id="current-holds-title">
        <Trans>Current holds</Trans>
      </h2>
      {list.length === 0 ? (
        <p>
          <Trans>You have no holds.</Trans>
        </p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="holds-table responsive-table">
              <caption className="visually-hidden">{t`Your holds`}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t`Select`}</span>
                  </th>
                  <th scope="col">{t`Title`}</th>
                  <th scope="col">{t`Library`}</th>
                  <th scope="col">{t`Placed on`}</th>
                  <th scope="col">{t`Status`}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t`Actions`}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((hold) => (
                  <HoldRow
                    key={hold.cod_reserva}
                    hold={hold}
                    checked={chosen.includes(hold.cod_reserva)}
                    onToggle={() => toggle(hold.cod_reserva)}
                    onCancel={() => run([hold.cod_reserva])}
                    gate={network}
                    busy={cancel.isPending}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <div className="holds-actions">
            {count === 0 || network.offline ? (
              <button
                type="button"
                className="button button-secondary"
                {...network.controlProps}
                onClick={() => !network.offline && setProblem(holdRefusalText(i18n, 'error.hold-select'))}
              >
                <Trans>Cancel selected holds</Trans>
              </button>
            ) : (
              <ConfirmDialog
                trigger={
                  <button type="button" className="button button-secondary" disabled={cancel.isPending}>
                    <Trans>Cancel selected holds</Trans>
                  </button>
                }
                description={
                  count === 1
                    ? t`Cancel the selected hold? You will lose your place in the queue.`
                    : t`Cancel the ${count} selected holds? You will lose your place in their queues.`
                }
                confirmLabel={t`Cancel holds`}
                cancelLabel={t`Keep them`}
                onConfirm={() => run(chosen)}
              />
            )}
            {network.hint}
          </div>
          {problem && (
            <p className="field-error" role="alert">
              {problem}
            </p>
          )}
        </>
      )}
    </section>
  );
}

interface HoldRowProps {
  hold: Hold;
  checked: boolean;
  onToggle: () => void;
  onCancel: () => void;
  gate: ReturnType<typeof useNetworkGate>;
  busy: boolean;
}

function HoldRow({ hold, checked, onToggle, onCancel, gate, busy }: HoldRowProps) {
  const { t, i18n } = useLingui();
  const checkboxId = `hold-${hold.cod_reserva}`;
  const title = hold.titulo;
  return (
    <tr data-hold={hold.cod_reserva}>
      <td data-label={t`Select`}>
        <input type="checkbox" id={checkboxId} checked={checked} onChange={onToggle} aria-label={t`Select the hold on ${title}`} />
      </td>
      <td className="card-title">
        <Link to="/acervo/$codAcervo" params={{ codAcervo: hold.cod_acervo }}>
          {hold.titulo}
        </Link>
        <HoldParts hold={hold} />
      </td>
      <td data-label={t`Library`}>{hold.desc_biblioteca}</td>
      <td data-label={t`Placed on`}>{formatDate(hold.data_reserva, { locale: i18n.locale })}</td>
      <td data-label={t`Status`}>
        <HoldStatus hold={hold} />
      </td>
      <td data-label={t`Actions`}>
        {gate.offline ? (
          <button type="button" className="link-button" {...gate.controlProps}>
            {t`Cancel`}
          </button>
        ) : (
          <ConfirmDialog
            trigger={
              <button type="button" className="link-button" disabled={busy} aria-label={t`Cancel the hold on ${title}`}>
                {t`Cancel`}
              </button>
            }
            description={t`Cancel your hold on “${title}”? You will lose your place in the queue.`}
            confirmLabel={t`Cancel hold`}
            cancelLabel={t`Keep it`}
            onConfirm={onCancel}
          />
        )}
      </td>
    </tr>
  );
}

function HoldParts({ hold }: { hold: Hold }) {
  const parts = usePartsText()(hold);
  return parts ? <div className="hold-parts">{parts}</div> : null;
}

/** "Number 2 in the queue" or "Ready to collect until 22/11/2026". */
export function HoldStatus({ hold }: { hold: Hold }) {
  const { i18n } = useLingui();
  if (hold.situacao === HOLD.released) {
    const until = hold.data_limite_retirada ? formatDate(hold.data_limite_retirada, { locale: i18n.locale }) : '';
    return (
      <strong className="hold-ready">
        {until ? (
          <Trans comment="A held copy is set aside for the patron; {until} is a date">Ready to collect until {until}</Trans>
        ) : (
          <Trans>Ready to collect</Trans>
        )}
      </strong>
    );
  }
  const position = hold.posicao_fila;
  return <Trans comment="{position} is a number: 1 means first in the queue">Number {position} in the queue</Trans>;
}
