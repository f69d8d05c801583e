// A patron's current loans, renewed on their behalf by their own renewal rules.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema.gen';

type Schemas = components['schemas'];
import { ApiError, describeApiError } from '../../../../api/errors';
import { formatDate } from '../../../../lib/format';
import { staffPatronActions } from '../queries';
import { ReasonAction } from './reason-action';

type Loan = Schemas['RenewableLoan'];

export function PatronLoans({ cod, loans }: { cod: number; loans: Loan[] }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby="patron-loans">
      <h2 id="patron-loans">{t`Current loans`}</h2>
      {loans.length === 0 ? (
        <p><Trans>No current loans.</Trans></p>
      ) : (
        <table className="responsive-table">
          <caption className="visually-hidden">{t`Current loans`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Title`}</th>
              <th scope="col">{t`Due`}</th>
              <th scope="col">{t`Renewals`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {loans.map((loan) => (
              <tr key={loan.cod_emprestimo}>
                <th scope="row" data-label={t`Title`}>{loan.titulo}</th>
                <td data-label={t`Due`}>
                  {formatDate(loan.data_devolucao, { locale: i18n.locale })}
                  {loan.atrasado && <> <Trans>(overdue)</Trans></>}
                </td>
                <td data-label={t`Renewals`}>{`${loan.renovacoes}/${loan.limite_renovacoes}`}</td>
                <td data-label={t`Actions`}>
                  {loan.renovavel ? (
                    <ReasonAction
                      label={t`Renew ${loan.titulo}`}
                      confirm={t`Renew`}
                      done={t`Renewed.`}
                      run={async (reason) => {
                        const outcome = await staffPatronActions.renew(queryClient, cod, [loan.cod_emprestimo], reason);
                        // A loan the rules refused comes back as a result, not an error: say why.
                        const [result] = outcome.ok ? outcome.data : [];
                        if (result && !result.renovado && result.mensagem) {
                          return { ok: false, status: 422, message: result.mensagem, error: new ApiError(422, result.mensagem) };
                        }
                        return outcome;
                      }}
                    />
                  ) : (
                    <span>{loan.motivo ? describeApiError(new ApiError(422, loan.motivo), i18n).text : null}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
