// The circulation policy matrix (issue 35): every rule, most specific first (library ×
// patron category × loan type, each may be "any"), what it sets, and the form that adds a
// rule or changes and removes the one chosen. The resolver picks, for a loan, the matching
// rule of highest precedence (7: library + category + type … 0: any + any + any).
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Policy, PolicyMatrix as Matrix } from '../policy-queries';
import { keyLabels } from '../key-labels';
import { loanTypeName } from './loan-types-editor';
import { PolicyForm } from './policy-form';

/** The names of a rule's keys, "Any …" for a null one. */
export function useKeyNames(matrix: Matrix) {
  const { t, i18n } = useLingui();
  const labels = keyLabels(matrix);
  return {
    library: (cod: number | null) => (cod === null ? t`Any library` : labels.libraries.get(cod) ?? String(cod)),
    category: (code: string | null) => (code === null ? t`Any category` : labels.categories.get(code) ?? code),
    loanType: (code: string | null) => {
      if (code === null) return t`Any loan type`;
      const type = matrix.tipos.find((x) => x.codigo === code);
      return type ? loanTypeName(type, i18n.locale) : code;
    },
  };
}

export function useLoanLength() {
  const { t } = useLingui();
  return (p: Pick<Policy, 'unidade' | 'prazo'>) => {
    const n = p.prazo;
    return p.unidade === 'horas' ? t`${n} h (hourly)` : t`${n} d`;
  };
}

export function PolicyMatrix({ matrix }: { matrix: Matrix }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const names = useKeyNames(matrix);
  const length = useLoanLength();
  const [editing, setEditing] = useState<Policy | null>(null);
  const currency = (n: number) => i18n.number(n, { style: 'currency', currency: 'BRL' });
  return (
    <section className="desk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Policy matrix`}</h2>
      <p className="hint">
        {t`For each loan the most specific matching rule applies: library before category before loan type. Precedence 7 is library, category and type; 0 is any library, any category, any type.`}
      </p>
      <div className="table-scroll">
        <table className="responsive-table policy-matrix">
          <caption className="visually-hidden">{t`Policy matrix`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Precedence`}</th>
              <th scope="col">{t`Library`}</th>
              <th scope="col">{t`Patron category`}</th>
              <th scope="col">{t`Loan type`}</th>
              <th scope="col">{t`Loan length`}</th>
              <th scope="col">{t`Most loans (type / all)`}</th>
              <th scope="col">{t`Renewals`}</th>
              <th scope="col">{t`Fine`}</th>
              <th scope="col">{t`Suspension`}</th>
              <th scope="col">{t`Holds`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {matrix.regras.map((rule) => {
              const money = currency(rule.multa);
              const label = `${names.library(rule.cod_biblioteca)} · ${names.category(rule.categoria)} · ${names.loanType(rule.tipo_emprestimo)}`;
              return (
                <tr key={rule.id} aria-current={editing?.id === rule.id || undefined}>
                  <td data-label={t`Precedence`}>{rule.precedencia}</td>
                  <td data-label={t`Library`}>{names.library(rule.cod_biblioteca)}</td>
                  <td data-label={t`Patron category`}>{names.category(rule.categoria)}</td>
                  <td data-label={t`Loan type`}>{names.loanType(rule.tipo_emprestimo)}</td>
                  <td data-label={t`Loan length`}>{rule.nao_emprestavel ? t`Not for loan` : length(rule)}</td>
                  <td data-label={t`Most loans (type / all)`}>{`${rule.max_emprestimos_tipo ?? '—'} / ${rule.max_emprestimos}`}</td>
                  <td data-label={t`Renewals`}>{rule.max_renovacoes}</td>
                  <td data-label={t`Fine`}>{rule.unidade === 'horas' ? t`${money} per hour` : t`${money} per day`}</td>
                  <td data-label={t`Suspension`}>{rule.dias_suspensao_por_dia}</td>
                  <td data-label={t`Holds`}>{rule.permite_reserva ? t`Yes, ${rule.dias_retirada_reserva} d to collect` : t`No`}</td>
                  <td data-label={t`Actions`}>
                    <button type="button" className="button button-secondary" aria-label={t`Change the rule ${label}`} onClick={() => setEditing(rule)}>
                      {t`Change`}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <PolicyForm key={editing?.id ?? 'new'} matrix={matrix} start={editing} onDone={() => setEditing(null)} />
    </section>
  );
}
