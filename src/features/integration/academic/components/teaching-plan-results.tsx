import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { components } from '../../../../../openapi/schema.gen';

type TeachingPlan = components['schemas']['TeachingPlan'];

/** The plans found: each with its vacancies, total loans and its bibliography as a table (cards on phones). */
export function TeachingPlanResults({ plans }: { plans: TeachingPlan[] }) {
  const { t } = useLingui();
  if (plans.length === 0) return <p role="status"><Trans>No teaching plan matches this search.</Trans></p>;
  return (
    <>
      <p role="status"><Trans>{plans.length} teaching plans found.</Trans></p>
      {plans.map((plan) => {
        const short = plan.bibliografia.filter((b) => b.faltam > 0).length;
        return (
          <article key={`${plan.disciplina}-${plan.curso}-${plan.ano}-${plan.semestre}`} className="teaching-plan" aria-label={`${plan.disciplina} — ${plan.curso}`}>
            <h2>{plan.disciplina}</h2>
            <p className="teaching-plan-facts">
              <span>{plan.curso}</span>
              <span><Trans>{plan.ano}, semester {plan.semestre}</Trans></span>
              {plan.periodo ? <span><Trans>Period {plan.periodo}</Trans></span> : null}
              <span><Trans>{plan.vagas} vacancies</Trans></span>
              <span><Trans>{plan.total_emprestimos} loans of its titles</Trans></span>
            </p>
            {plan.bibliografia.length === 0 ? (
              <p><Trans>No bibliography recorded for this plan.</Trans></p>
            ) : (
              <>
                <p className={short ? 'teaching-plan-short' : undefined}>
                  {short ? <Trans>{short} titles are short of copies.</Trans> : <Trans>Every title has enough copies.</Trans>}
                </p>
                <div className="table-scroll">
                  <table className="teaching-plan-table responsive-table">
                    <caption className="visually-hidden"><Trans>Bibliography of {plan.disciplina}</Trans></caption>
                    <thead>
                      <tr>
                        <th scope="col"><Trans>Title</Trans></th>
                        <th scope="col"><Trans>Bibliography</Trans></th>
                        <th scope="col"><Trans>Copies</Trans></th>
                        <th scope="col"><Trans>Loans</Trans></th>
                        <th scope="col"><Trans>Situation</Trans></th>
                      </tr>
                    </thead>
                    <tbody>
                      {plan.bibliografia.map((b) => (
                        <tr key={b.cod_acervo} data-short={b.faltam > 0 || undefined}>
                          <th scope="row" className="card-title">
                            <Link to="/acervo/$codAcervo" params={{ codAcervo: b.cod_acervo }}>{b.titulo}</Link>
                            {b.autor ? <span className="teaching-plan-author">{b.autor}</span> : null}
                          </th>
                          <td data-label={t`Bibliography`}>{b.tipo === 'basica' ? t`Basic` : t`Complementary`}</td>
                          <td data-label={t`Copies`}>{b.exemplares}</td>
                          <td data-label={t`Loans`}>{b.emprestimos}</td>
                          <td data-label={t`Situation`}>
                            {b.faltam > 0 ? <strong className="teaching-plan-short"><Trans>{b.faltam} copies short</Trans></strong> : <Trans>Enough</Trans>}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </article>
        );
      })}
    </>
  );
}
