import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api/errors';
import { useFieldChecks } from '../../../../components/field-checks';
import { useNetworkGate } from '../../../../components/offline-notice';
import { notify } from '../../../../lib/notices';
import { useSession } from '../../../../lib/session/use-session';
import { exportTitles, type ExportFormat } from '../queries';
import { BASKET_FORMATS } from '../formats';
import { parseRecipients } from '../recipients';

// The server's 422 keys (contract: InvalidRecipient), translated by the central error
// handler (spec §8: a 422 message is a key); declared here so the catalogs carry them.
export const recipientErrors = [
  msg({ id: 'error.invalid-recipient', message: 'An e-mail address is not valid. Nothing was sent.' }),
  msg({ id: 'error.missing-recipients', message: 'Enter at least one e-mail address.' }),
];

/** Sends the basket by e-mail to one or more recipients separated by ';'. */
export function BasketEmail({ codes }: { codes: number[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [recipients, setRecipients] = useState('');
  const [format, setFormat] = useState<ExportFormat>('referencia');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const network = useNetworkGate();
  const checkFields = useFieldChecks();
  // The server sends a visitor's e-mail with the basket only (it would otherwise relay any
  // text to 20 strangers): a visitor is not offered a message that would be dropped.
  const signedIn = !!useSession().user;
  const send = useMutation({
    mutationFn: (destinatarios: string) =>
      exportTitles({
        tipo: 'email',
        dados: format,
        acervos: codes,
        opcoesEmail: { destinatarios, ...(signedIn && message.trim() ? { mensagem: message.trim() } : {}) },
      }),
    onSuccess: () => {
      notify('success', t`The basket was sent by e-mail.`);
      setRecipients('');
      setMessage('');
    },
    onError: (error) => {
      const address = isApiError(error) ? (error.body as { destinatario?: string } | undefined)?.destinatario : undefined;
      if (address) setProblem(t`“${address}” is not a valid e-mail address. Nothing was sent.`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (network.offline) return;
    const check = parseRecipients(recipients);
    const form = event.currentTarget as HTMLFormElement;
    if (!check.ok) {
      const address = check.reason === 'invalid' ? check.address : '';
      const message = check.reason === 'empty'
        ? t`Enter at least one e-mail address.`
        : t`“${address}” is not a valid e-mail address. Nothing was sent.`;
      // Marked on the field, focus on it (issue 37).
      checkFields(form, [{ control: form.elements.namedItem('recipients') as HTMLElement | null, message }]);
      return;
    }
    setProblem(null);
    send.mutate(check.addresses.join(';'));
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="basket-panel">
      <h2 id={`${id}-heading`}>{t`Send by e-mail`}</h2>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t`Recipients`}</label>
          <input
            id={`${id}-to`}
            name="recipients"
            type="text"
            inputMode="email"
            autoComplete="email"
            value={recipients}
            onChange={(event) => setRecipients(event.target.value)}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
          />
          <p id={`${id}-hint`} className="field-hint">
            <Trans>Separate several addresses with a semicolon (;).</Trans>
          </p>
          {problem && (
            <p id={`${id}-problem`} className="field-error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-format`}>{t`Format`}</label>
          <select id={`${id}-format`} value={format} onChange={(event) => setFormat(event.target.value as ExportFormat)}>
            {BASKET_FORMATS.map((entry) => (
              <option key={entry.format} value={entry.format}>
                {i18n._(entry.label)}
              </option>
            ))}
          </select>
        </div>
        {signedIn ? <div className="field">
          <label htmlFor={`${id}-message`}>{t`Message (optional)`}</label>
          <textarea
            id={`${id}-message`}
            rows={3}
            maxLength={4000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div> : null}
        <button type="submit" className="button" disabled={send.isPending} {...network.controlProps}>
          {send.isPending ? t`Sending…` : t`Send`}
        </button>
        {network.hint}
      </form>
    </section>
  );
}
