import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeApiError, isApiError } from '../../../../api/errors';
import { PageHeading } from '../../../../components/page-heading';
import { workPostingAddress } from '../queries';

/** /meupergamum/postagem-trabalho: leaves for the institution's posting area, signed in. */
export function WorkPostingPage() {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function go() {
    setBusy(true);
    setError(null);
    try {
      const { url } = await workPostingAddress();
      window.location.assign(url);
    } catch (failure) {
      setError(isApiError(failure) && failure.status === 404
        ? t`The library has not configured a work posting area. Please ask the library how to submit your work.`
        : describeApiError(failure, i18n).text);
      setBusy(false);
    }
  }

  return (
    <section className="work-posting-page">
      <PageHeading title={t`Work posting`} />
      <p><Trans>Submit your paper, thesis or dissertation in the institution's posting area. You go there already signed in; the link works for a few minutes only.</Trans></p>
      <button type="button" className="button" onClick={() => void go()} disabled={busy}>
        {busy ? t`Opening…` : <Trans>Go to the posting area</Trans>}
      </button>
      <p className="field-error" role="alert">{error}</p>
    </section>
  );
}
