import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useNetworkGate } from '../../../../components/offline-notice';
import { notify } from '../../../../lib/notices';
import { useSession } from '../../../../lib/session/use-session';
import { saveToPermanentBasket } from '../queries';

/** Saves the basket's titles in the patron's permanent basket; visitors log in first and come back. */
export function PermanentBasket({ codes }: { codes: number[] }) {
  const { t } = useLingui();
  const { user } = useSession();
  const network = useNetworkGate();
  const save = useMutation({
    mutationFn: () => saveToPermanentBasket(codes),
    onSuccess: () => notify('success', t`The titles were saved in your permanent basket.`),
  });
  return (
    <section aria-labelledby="permanent-basket-heading" className="basket-panel">
      <h2 id="permanent-basket-heading">{t`Permanent basket`}</h2>
      <p>
        <Trans>Keep these titles in your personal area, on any device.</Trans>
      </p>
      {user ? (
        <>
          <button
            type="button"
            className="button"
            disabled={save.isPending}
            onClick={() => network.offline || save.mutate()}
            {...network.controlProps}
          >
            <Trans>Save to my permanent basket</Trans>
          </button>
          {network.hint}
        </>
      ) : (
        <p>
          <Link to="/login" search={{ redirect: '/cesta' }} className="button">
            <Trans>Log in to save</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}
