import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ApiError } from '../../../../api/errors';
import { useNetworkGate } from '../../../../components/offline-notice';
import { staffCatalogueActions, type StaffItem } from '../queries';
import { ActionAnswer } from './action-answer';
import { useFieldChecks } from '../../../../components/field-checks';

/** Withdraw one copy, with the reason the audit keeps. */
export function WithdrawForm({ titleId, item, onClose }: { titleId: number; item: StaffItem; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const withdraw = useMutation({
    mutationFn: () => staffCatalogueActions.withdrawItem(queryClient, titleId, item.cod_exemplar, reason),
    onSuccess: (result) => (result.ok ? onClose() : setError(result.error)),
  });
  const barcode = item.codigo_barras;

  const checkFields = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || withdraw.isPending) return;
    setMissing(reason.trim().length < 3);
    if (reason.trim().length < 3) return;
    setError(null);
    withdraw.mutate();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="desk-card">
      <h3 id={`${id}-title`}>{t`Withdraw copy ${barcode}`}</h3>
      <p>
        <Trans>A withdrawn copy can no longer be lent or held; its history is kept.</Trans>
      </p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t`Reason`}</label>
          <input id={`${id}-reason`} value={reason} maxLength={300} required onChange={(event) => setReason(event.target.value)} />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={withdraw.isPending} {...network.controlProps}>
            <Trans>Withdraw</Trans>
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          {network.hint}
        </div>
      </form>
      {missing && (
        <p className="field-error" role="alert">
          <Trans>Say why the copy is withdrawn (at least 3 characters).</Trans>
        </p>
      )}
      <ActionAnswer error={error} />
    </section>
  );
}
