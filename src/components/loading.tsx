import { Trans, useLingui } from '@lingui/react/macro';
import { useOnline } from '../lib/online';
import { PageHeading } from './page-heading';

/** Spec §9: the spinner's default size, in CSS pixels. */
export const SPINNER_SIZE = 50;

/**
 * A polite "loading" state for a page or a section: a 50 px spinner (§9) beside the words
 * a screen reader announces. Offline, what is still loading was not saved on this device
 * (queries pause offline): it says so instead of spinning.
 */
export function Loading() {
  const online = useOnline();
  return (
    <p className="loading" role="status" aria-live="polite">
      {online ? (
        <>
          <span className="spinner" aria-hidden="true" style={{ width: SPINNER_SIZE, height: SPINNER_SIZE }} />
          <Trans>Loading…</Trans>
        </>
      ) : (
        <Trans>You are offline and this was not saved on this device. It will load when the connection returns.</Trans>
      )}
    </p>
  );
}

/**
 * The router's pending page: "Loading…" online; offline, a page whose data was not saved on
 * this device still gets a heading under the app's header and navigation, and says what is
 * missing (issue 37), instead of a bare line.
 */
export function PageLoading() {
  const online = useOnline();
  const { t } = useLingui();
  if (online) return <Loading />;
  return (
    <section className="page-not-saved">
      <PageHeading title={t`Not saved on this device`} />
      <Loading />
    </section>
  );
}
