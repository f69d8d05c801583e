// A title's hold tab for a signed-in patron (spec §2 tab 18, §4, §5): choose the library
// and the volume / tome / part / material, see where the hold would stand in the queue
// (or why it is refused), place it, and see the position it took.
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { CopyOptionFields, useCopyChoice, type CopyOption } from '../../../../components/copy-option-fields';
import { QueryState } from '../../../../components/query-state';
import { TitleOffer, type OfferRefusal } from '../../../../components/title-offer';
import { useNetworkGate } from '../../../../components/offline-notice';
import { holdRefusalText } from '../messages';
import { holdQueries, placeHold, type Hold, type HoldRequest } from '../queries';
import '../holds.css';
import { useFieldChecks } from '../../../../components/field-checks';

export function HoldForm({ codAcervo }: { codAcervo: number }) {
  const { t, i18n } = useLingui();
  const [placed, setPlaced] = useState<Hold | null>(null);

  if (placed) return <HoldPlaced hold={placed} />;
  return (
    <TitleOffer name="hold-form" heading={t`Place a hold`} offer={holdQueries.options(codAcervo)} refusal={(offer) => offerRefusal(i18n, offer)}>
      {(offer) => <HoldChoice codAcervo={codAcervo} options={offer.opcoes} onPlaced={setPlaced} />}
    </TitleOffer>
  );
}

/** Why the hold tab says no at once, and where to go instead. */
function offerRefusal(i18n: I18n, offer: { pode_reservar: boolean; motivo: string | null }): OfferRefusal | null {
  if (offer.pode_reservar) return null;
  const yourHolds = (
    <Link to="/meupergamum/reservas">
      <Trans>See your holds</Trans>
    </Link>
  );
  return { text: holdRefusalText(i18n, offer.motivo ?? 'error.hold-not-allowed'), next: offer.motivo === 'error.hold-duplicate' && yourHolds };
}

const toRequest = (codAcervo: number, o: CopyOption): HoldRequest => ({
  cod_acervo: codAcervo,
  biblioteca: o.cod_biblioteca,
  volume: o.volume,
  tomo: o.tomo,
  parte: o.parte,
  material_adicional: o.material_adicional,
  localizacao: o.localizacao,
});

function HoldChoice({ codAcervo, options, onPlaced }: { codAcervo: number; options: CopyOption[]; onPlaced: (hold: Hold) => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const choice = useCopyChoice(options);
  const network = useNetworkGate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const request = choice.chosen ? toRequest(codAcervo, choice.chosen) : null;
  const place = useMutation({
    mutationFn: (body: HoldRequest) => placeHold(queryClient, body),
    onSuccess: (result) => (result.ok ? onPlaced(result.data) : setRefusal(result.message)),
  });

  const checkFields = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || !request || place.isPending) return;
    setRefusal(null);
    place.mutate(request);
  }

  return (
    <form onSubmit={submit} noValidate>
      <CopyOptionFields choice={choice} libraryLabel={t`Library`} showAvailability />
      {request && !network.offline && <QueueDryRun request={request} />}
      <div className="button-row">
        <button type="submit" className="button" disabled={!request || place.isPending} {...network.controlProps}>
          {place.isPending ? t`Placing the hold…` : <Trans>Place hold</Trans>}
        </button>
        {network.hint}
      </div>
      {!request && (
        <p className="notice-inline">
          <Trans>Choose the library and the volume, tome, part and material you want.</Trans>
        </p>
      )}
      {refusal && (
        <p className="field-error" role="alert">
          {holdRefusalText(i18n, refusal)}
        </p>
      )}
    </form>
  );
}

/** Where the hold would stand, asked again whenever the choice changes. */
function QueueDryRun({ request }: { request: HoldRequest }) {
  const { i18n } = useLingui();
  const check = useQuery(holdQueries.check(request));
  const checking = (
    <p className="queue-check" role="status">
      <Trans>Checking the queue…</Trans>
    </p>
  );
  return (
    <QueryState query={check} pending={checking}>
      {({ pode_reservar, posicao_fila: position, mensagem }) => (
        <p className={pode_reservar ? 'queue-check' : 'queue-check refusal'} role="status">
          {pode_reservar ? (
            <Trans comment="{position} is a number: 1 means first in the queue">Your hold would be number {position} in the queue.</Trans>
          ) : (
            holdRefusalText(i18n, mensagem ?? 'error.hold-not-allowed')
          )}
        </p>
      )}
    </QueryState>
  );
}

function HoldPlaced({ hold }: { hold: Hold }) {
  const { t } = useLingui();
  const position = hold.posicao_fila;
  const library = hold.desc_biblioteca;
  return (
    <section aria-labelledby="hold-placed-title" className="hold-form">
      <h2 id="hold-placed-title">{t`Hold placed`}</h2>
      <p role="status">
        {position !== null ? (
          <Trans comment="{position} is a number: 1 means first in the queue">
            Your hold was placed at {library}. You are number {position} in the queue.
          </Trans>
        ) : (
          <Trans>Your hold was placed at {library}.</Trans>
        )}
      </p>
      <p>
        <Trans>We will let you know when a copy is set aside for you.</Trans>
      </p>
      <p>
        <Link to="/meupergamum/reservas">
          <Trans>See your holds</Trans>
        </Link>
      </p>
    </section>
  );
}
