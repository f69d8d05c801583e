import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { NoDuesCertificate } from '../../../../api/types';
import { ErrorMessage } from '../../../../components/error-message';
import { useNetworkGate } from '../../../../components/offline-notice';
import { formatDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notices';
import { downloadCertificate, mailCertificate, recipientProblem } from '../queries';
import { useFieldChecks } from '../../../../components/field-checks';

/** The issued certificate: its code, the PDF, and mailing it to whoever needs it. */
export function Certificate({ certificate }: { certificate: NoDuesCertificate }) {
  const { t, i18n } = useLingui();
  const gate = useNetworkGate();
  const fieldId = useId();
  const [recipients, setRecipients] = useState('');
  const checkFields = useFieldChecks();
  const download = useMutation({ mutationFn: () => downloadCertificate(certificate) });
  const mail = useMutation({
    mutationFn: () => mailCertificate(recipients),
    onSuccess: () => {
      notify('success', t`The certificate was sent.`);
      setRecipients('');
    },
  });
  const issued = formatDateTime(certificate.data_emissao, { locale: i18n.locale });
  const code = certificate.numero;
  const send = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = recipientProblem(recipients);
    const message =
      found === 'missing' ? t`Enter at least one e-mail address.`
      : found === 'too-many' ? t`Enter at most 5 e-mail addresses.`
      : found ? t`This e-mail address is not valid: ${found.invalid}`
      : null;
    // The problem beside the field, the field focused (field-checks.ts).
    if (!checkFields(form, message ? [{ control: form.querySelector<HTMLElement>(`#${CSS.escape(fieldId)}`), message }] : [])) return;
    if (!gate.offline) mail.mutate();
  };
  return (
    <div className="no-dues-certificate">
      <p role="status"><Trans>Your no-debts certificate was issued on {issued}. You are no longer a library user.</Trans></p>
      <p>
        <Trans>Verification code:</Trans> <strong className="certificate-code" data-testid="certificate-code">{code}</strong>
      </p>
      <p>
        <Trans>Anyone can check it on the <Link to="/nada-consta/verificar" search={{ codigo: code }}>certificate verification page</Link>.</Trans>
      </p>
      <p className="button-row">
        <button type="button" className="button" disabled={download.isPending} {...gate.controlProps}
          onClick={() => !gate.offline && download.mutate()}>
          <Trans>Download the certificate (PDF)</Trans>
        </button>
      </p>
      {download.isError ? <ErrorMessage error={download.error} /> : null}
      <form className="certificate-mail" onSubmit={send} noValidate>
        <label htmlFor={fieldId}><Trans>Send it by e-mail to (addresses separated by semicolons)</Trans></label>
        <input id={fieldId} type="text" inputMode="email" autoComplete="email" value={recipients}
          onChange={(e) => setRecipients(e.target.value)} />
        <button type="submit" className="button button-secondary" disabled={mail.isPending} {...gate.controlProps}>
          <Trans>Send</Trans>
        </button>
        {gate.hint}
        {mail.isError ? <ErrorMessage error={mail.error} /> : null}
      </form>
    </div>
  );
}
