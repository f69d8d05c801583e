import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeApiError } from '../../../../api/errors';
import { PageHeading } from '../../../../components/page-heading';
import { formatDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notices';
import { chromeQueries } from '../../../platform/chrome';
import { downloadMyData, privacyQueries, requestDeletion } from '../queries';
import { useFieldChecks } from '../../../../components/field-checks';

/** /meupergamum/privacidade: the institution's policy, the data download, deletion requests (the route loads them). */
export function PrivacyPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const institution = useQuery(chromeQueries.institution()).data;
  const { data: requests } = useSuspenseQuery(privacyQueries.deletionRequests());
  const [reason, setReason] = useState('');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [requestError, setRequestError] = useState<string | null>(null);
  const open = requests.some((r) => r.situacao === 'aberto');

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadMyData();
    } catch (failure) {
      setDownloadError(describeApiError(failure, i18n).text);
    } finally {
      setDownloading(false);
    }
  }

  const checkFields = useFieldChecks();

  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    setSending(true);
    setRequestError(null);
    try {
      await requestDeletion(queryClient, reason);
      setReason('');
      notify('success', t`Deletion request sent to the library.`);
    } catch (failure) {
      setRequestError(describeApiError(failure, i18n).text);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="privacy-page">
      <PageHeading title={t`Privacy and data protection`} />
      <section aria-labelledby={`${id}-policy`}>
        <h2 id={`${id}-policy`}><Trans>Privacy policy</Trans></h2>
        {institution?.link_lgpd ? (
          <p>
            <a href={institution.link_lgpd} target="_blank" rel="noopener noreferrer">
              <Trans>Read the institution's privacy and data protection policy</Trans>
            </a>
          </p>
        ) : (
          <p><Trans>The institution has not published a privacy policy here. Please ask the library.</Trans></p>
        )}
      </section>
      <section aria-labelledby={`${id}-download`}>
        <h2 id={`${id}-download`}><Trans>Your data</Trans></h2>
        <p><Trans>Download everything the library holds about you (personal data, loans, holds, requests, fines, alerts, comments, basket and sessions) as a JSON file.</Trans></p>
        <button type="button" className="button" onClick={() => void download()} disabled={downloading}>
          {downloading ? t`Preparing…` : <Trans>Download my data</Trans>}
        </button>
        <p className="field-error" role="alert">{downloadError}</p>
      </section>
      <section aria-labelledby={`${id}-delete`}>
        <h2 id={`${id}-delete`}><Trans>Ask for deletion</Trans></h2>
        <p><Trans>You can ask the library to delete the data it is not legally required to keep. Records the law requires (such as loans and fines) are kept; the library tells you what it did.</Trans></p>
        <form onSubmit={ask} noValidate>
          <div className="field">
            <label htmlFor={`${id}-reason`}><Trans>Details (optional)</Trans></label>
            <textarea id={`${id}-reason`} name="motivo" rows={3} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <button type="submit" className="button" disabled={sending || open}><Trans>Ask for deletion</Trans></button>
          {open && <p><Trans>Your request is open: the library will answer it.</Trans></p>}
          <p className="field-error" role="alert">{requestError}</p>
        </form>
        {requests.length > 0 && (
          <table className="deletion-requests responsive-table">
            <caption><Trans>Your deletion requests</Trans></caption>
            <thead>
              <tr>
                <th scope="col"><Trans>Asked on</Trans></th>
                <th scope="col"><Trans>Status</Trans></th>
                <th scope="col"><Trans>Library's answer</Trans></th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.id}>
                  <td className="card-title">{formatDateTime(r.pedido_em)}</td>
                  <td data-label={t`Status`}>{r.situacao === 'aberto' ? t`Open` : t`Handled`}</td>
                  <td data-label={t`Library's answer`}>{r.resposta ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}
