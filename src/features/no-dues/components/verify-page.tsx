import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { Loading } from '../../../components/loading';
import { PageHeading } from '../../../components/page-heading';
import { formatDate } from '../../../lib/format';
import { normalizeCode, noDuesQueries } from '../queries';
import '../no-dues.css';

/**
 * /nada-consta/verificar: anyone (an employer, another university) checks a certificate's
 * code and learns whether it is valid, whose it is and when it was issued — nothing else.
 */
export function VerifyPage({ code, onCode }: { code: string | undefined; onCode: (code: string) => void }) {
  const { t, i18n } = useLingui();
  const fieldId = useId();
  const [text, setText] = useState(code ?? '');
  const [problem, setProblem] = useState(false);
  const result = useQuery({ ...noDuesQueries.verify(code ?? ''), enabled: !!code });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const normalized = normalizeCode(text);
    setProblem(!normalized);
    if (normalized) onCode(normalized);
  };
  return (
    <section className="verify-page">
      <PageHeading title={t`Check a no-debts certificate`} />
      <form onSubmit={submit} noValidate className="verify-form">
        <label htmlFor={fieldId}><Trans>Verification code</Trans></label>
        <input id={fieldId} type="text" autoCapitalize="characters" spellCheck={false} value={text}
          aria-invalid={problem || undefined} aria-describedby={problem ? `${fieldId}-problem` : undefined}
          onChange={(e) => setText(e.target.value)} />
        {problem ? <p id={`${fieldId}-problem`} className="field-error" role="alert"><Trans>Type the code as printed on the certificate.</Trans></p> : null}
        <button type="submit" className="button"><Trans>Check</Trans></button>
      </form>
      {!code ? null : result.isPending ? <Loading /> : result.isError ? <ErrorMessage error={result.error} /> : (
        <div className={result.data.valido ? 'verify-result valid' : 'verify-result invalid'} role="status" data-testid="verify-result">
          {result.data.valido ? (
            <p>
              <Trans>
                Valid certificate: <strong>{result.data.nome}</strong> had no debts with the library and left it on{' '}
                {formatDate(result.data.data_emissao ?? '', { locale: i18n.locale })}.
              </Trans>
            </p>
          ) : (
            <p><Trans>No certificate has the code {code}.</Trans></p>
          )}
        </div>
      )}
    </section>
  );
}
