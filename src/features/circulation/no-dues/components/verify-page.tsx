import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { formatDate } from '../../../../lib/format';
import { normalizeCode, noDuesQueries } from '../queries';
import '../no-dues.css';

/**
 * /nada-consta/verificar: anyone (an employer, another university) checks a certificate's
 * code and learns whether it is valid, whose it is and when it was issued — nothing else.
 */
export function VerifyPage({ code, onCode }: { code: string | undefined; onCode: (code: string) => void }) {
  const { t } = useLingui();
  const fieldId = useId();
  const [text, setText] = useState(code ?? '');
  const [problem, setProblem] = useState(false);
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
      {code ? (
        <QueryBoundary>
          <VerifyResult code={code} />
        </QueryBoundary>
      ) : null}
    </section>
  );
}

function VerifyResult({ code }: { code: string }) {
  const { i18n } = useLingui();
  const { data: result } = useSuspenseQuery(noDuesQueries.verify(code));
  return (
    <div className={result.valido ? 'verify-result valid' : 'verify-result invalid'} role="status" data-testid="verify-result">
      {result.valido ? (
        <p>
          <Trans>
            Valid certificate: <strong>{result.nome}</strong> had no debts with the library and left it on{' '}
            {formatDate(result.data_emissao ?? '', { locale: i18n.locale })}.
          </Trans>
        </p>
      ) : (
        <p><Trans>No certificate has the code {code}.</Trans></p>
      )}
    </div>
  );
}
