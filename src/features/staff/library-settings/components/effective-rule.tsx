// "Why can't she borrow this?" (issue 35): a patron (by name or user code) and a copy (by
// barcode) give the rule the circulation core's resolver picks, the matrix row it came from
// with its precedence, and the refusal the desk's check-out would give now. The server
// asks the core itself, so this says what the desk, SIP2 and renewals do.
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ApiError } from '../../../../api/errors';
import type { StaffPatronSummary } from '../../../../api/types';
import { useFieldChecks } from '../../../../components/field-checks';
import { staffPatronQueries } from '../../workspace';
import { explainPolicy, type EffectivePolicy, type PolicyMatrix } from '../policy-queries';
import { useKeyNames, useLoanLength } from './policy-matrix';
import { SaveAnswer } from './save-answer';

export function EffectiveRule({ matrix }: { matrix: PolicyMatrix }) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const checkFields = useFieldChecks();
  const [patron, setPatron] = useState('');
  const [barcode, setBarcode] = useState('');
  const [choices, setChoices] = useState<StaffPatronSummary[] | null>(null);
  const [answer, setAnswer] = useState<EffectivePolicy | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [busy, setBusy] = useState(false);

  async function explain(login: string) {
    setChoices(null);
    const outcome = await explainPolicy(login, barcode.trim());
    if (outcome.ok) setAnswer(outcome.data);
    else setError(outcome.error);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget) || busy) return;
    setBusy(true);
    setAnswer(null);
    setError(null);
    setNotFound(false);
    try {
      const q = patron.trim();
      const found = await queryClient.fetchQuery(staffPatronQueries.search(q, 1));
      const exact = found.itens.find((p) => p.login.toLowerCase() === q.toLowerCase());
      if (exact || found.itens.length === 1) await explain((exact ?? found.itens[0]).login);
      else if (found.itens.length === 0) setNotFound(true);
      else setChoices(found.itens);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="desk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Why can't this patron borrow this copy?`}</h2>
      <form onSubmit={submit} noValidate>
        <div className="rule-grid">
          <div className="field">
            <label htmlFor={`${id}-patron`}>{t`Patron (name or user code)`}</label>
            <input id={`${id}-patron`} type="text" required maxLength={120} value={patron} onChange={(e) => setPatron(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-copy`}>{t`Copy barcode`}</label>
            <input id={`${id}-copy`} type="text" required maxLength={60} value={barcode} onChange={(e) => setBarcode(e.target.value)} />
          </div>
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={busy}>{t`Explain`}</button>
        </div>
      </form>
      {notFound && <p className="field-error" role="alert">{t`No patron has this name or user code.`}</p>}
      {choices && (
        <div role="group" aria-labelledby={`${id}-choices`}>
          <p id={`${id}-choices`}>{t`Several patrons match: choose one.`}</p>
          <ul className="plain-list">
            {choices.map((p) => (
              <li key={p.cod_pessoa}>
                <button type="button" className="button button-secondary" onClick={() => void explain(p.login)}>
                  {`${p.nome} (${p.login}, ${p.desc_categoria})`}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && <SaveAnswer error={error} saved={null} />}
      {answer && <Explanation answer={answer} matrix={matrix} />}
    </section>
  );
}

function Explanation({ answer, matrix }: { answer: EffectivePolicy; matrix: PolicyMatrix }) {
  const { t, i18n } = useLingui();
  const names = useKeyNames(matrix);
  const length = useLoanLength();
  const r = answer.regra;
  const o = answer.origem;
  const money = i18n.number(r.multa, { style: 'currency', currency: 'BRL' });
  const refusal = answer.recusa ? i18n._(answer.recusa) : null;
  return (
    <div className="effective-rule" role="status">
      <p>
        <strong>{answer.nome}</strong> ({names.category(answer.categoria)}) · <strong>{answer.titulo}</strong> ({answer.desc_biblioteca}, {names.loanType(answer.tipo_emprestimo)})
      </p>
      {refusal ? <p className="field-error">{t`The desk would refuse: ${refusal}`}</p> : <p>{t`The desk would lend it now.`}</p>}
      {answer.tipo_nao_emprestavel && <p>{t`This copy's loan type is never lent.`}</p>}
      <p>
        {o
          ? t`Rule applied: precedence ${o.precedencia}, ${names.library(o.cod_biblioteca)} · ${names.category(o.categoria)} · ${names.loanType(o.tipo_emprestimo)}.`
          : t`No rule of the matrix matches: the built-in defaults apply.`}
      </p>
      <dl className="effective-rule-values">
        <dt>{t`Loan length`}</dt>
        <dd>{r.nao_emprestavel ? t`Not for loan` : length(r)}</dd>
        <dt>{t`Most loans (type / all)`}</dt>
        <dd>{`${r.max_emprestimos_tipo ?? '—'} / ${r.max_emprestimos}`}</dd>
        <dt>{t`Renewals`}</dt>
        <dd>{r.max_renovacoes}</dd>
        <dt>{t`Fine`}</dt>
        <dd>{r.unidade === 'horas' ? t`${money} per hour` : t`${money} per day`}</dd>
        <dt>{t`Suspension days per day late`}</dt>
        <dd>{r.dias_suspensao_por_dia}</dd>
        <dt>{t`Holds`}</dt>
        <dd>{r.permite_reserva ? t`Yes, ${r.dias_retirada_reserva} d to collect` : t`No`}</dd>
      </dl>
    </div>
  );
}
