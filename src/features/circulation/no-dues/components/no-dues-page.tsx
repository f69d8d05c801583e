import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ErrorMessage } from '../../../../components/error-message';
import { useNetworkGate } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { issueCertificate, noDuesQueries } from '../queries';
import { Blockers } from './blockers';
import { Certificate } from './certificate';
import '../no-dues.css';

/** /meupergamum/nada-consta: may I have the certificate? what blocks it; issuing it (after a confirmation), then the certificate (the route loads the check). */
export function NoDuesPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: check } = useSuspenseQuery(noDuesQueries.check());
  const issue = useMutation({ mutationFn: () => issueCertificate(queryClient) });
  const gate = useNetworkGate();
  const certificate = issue.data ?? check.certidao ?? null;
  return (
    <section className="no-dues-page">
      <PageHeading title={t`No-debts certificate`} />
      {certificate ? <Certificate certificate={certificate} /> : check.pode_emitir ? (
        <>
          <p><Trans>Nothing is pending: you may have the no-debts certificate.</Trans></p>
          <p className="no-dues-warning">
            <strong><Trans>Issuing it separates you from the library.</Trans></strong>{' '}
            <Trans>You will no longer be able to borrow, place holds or make requests, and your sessions on other devices end. You can still sign in to see the certificate.</Trans>
          </p>
          <ConfirmDialog
            trigger={
              <button type="button" className="button" disabled={issue.isPending} {...gate.controlProps}>
                <Trans>Issue the certificate</Trans>
              </button>
            }
            description={t`Issue the no-debts certificate and leave the library? This cannot be undone.`}
            confirmLabel={t`Issue and leave the library`}
            onConfirm={() => !gate.offline && issue.mutate()}
          />
          {gate.hint}
          {issue.isError ? <ErrorMessage error={issue.error} /> : null}
        </>
      ) : (
        <Blockers blockers={check.pendencias} />
      )}
    </section>
  );
}
