import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { formatDate } from '../../../../lib/format';
import { normalizeCode, noDuesQueries } from '../queries';
import '../no-dues.css';
import { useFieldChecks } from '../../../../components/field-checks';

/**
 * /nada-consta/verificar: anyone (an employer, another university) checks a certificate's
 * code and learns whether it is valid, whose it is and when it was issued — nothing else.
 */
export function VerifyPage({ code, onCode }: { code: string | undefined; onCode: (code: string) => void }) {
  const { t } = useLingui();
  const fieldId = useId();
  const [text, setText] = useState(code ?? '');
  const checkFields = useFieldChecks();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const normalized = normalizeCode(text);
    // A missing or malformed code beside its field, the field focused (field-checks.ts).
    const control = form.querySelector<HTMLElement>(`#${CSS.escape(fieldId)}`);
    if (!checkFields(form, normalized ? [] : [{ control, message: t`Type the code as printed on the certificate.` }])) return;
    if (normalized) onCode(normalized);
  };
  return (
    <section className="verify-page">
      <PageHeading title={t`Check a no-debts certificate`} />
      <form onSubmit={submit} noValidate className="verify-form">
        <label htmlFor={fieldId}><Trans>Verification code</Trans></label>
        <input id={fieldId} type="text" autoCapitalize="characters" spellCheck={false} value={text}
          onChange={(e) => setText(e.target.value)} />
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
