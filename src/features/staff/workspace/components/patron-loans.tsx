// A patron's current loans, renewed on their behalf by their own renewal rules; where the
// patron's standing refuses (a fine, a suspension, another overdue loan), staff with the
// patrons role may renew anyway, with a reason (issue 36 item 4: the server's override).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { renewAnyway } from '../../../../../openapi/renewal-override';
import { deskQueries } from '../../../circulation/desk';
import type { components } from '../../../../../openapi/schema.gen';

type Schemas = components['schemas'];
import { ApiError, describeApiError } from '../../../../api/errors';
import { formatDate } from '../../../../lib/format';
import { staffPatronActions } from '../queries';
import { ReasonAction } from './reason-action';

type Loan = Schemas['RenewableLoan'];

/** Who may override a refusal: the patrons role or an administrator (the server's mayOverride). */
const mayOverride = (roles: readonly string[]) => roles.includes('patrons') || roles.includes('admin');

export function PatronLoans({ cod, loans }: { cod: number; loans: Loan[] }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const session = useQuery(deskQueries.session());
  const overrides = session.data?.ok === true && mayOverride(session.data.data.permissoes);
  const renew = (loan: Loan, liberar: boolean) => async (reason: string) => {
    const outcome = await staffPatronActions.renew(queryClient, cod, [loan.cod_emprestimo], reason, liberar);
    // A loan the rules refused comes back as a result, not an error: say why.
    const [result] = outcome.ok ? outcome.data : [];
    if (result && !result.renovado && result.mensagem) {
      return { ok: false as const, status: 422, message: result.mensagem, error: new ApiError(422, result.mensagem) };
    }
    return outcome;
  };
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
                    <ReasonAction label={t`Renew ${loan.titulo}`} confirm={t`Renew`} done={t`Renewed.`} run={renew(loan, false)} />
                  ) : (
                    <Refused loan={loan} overrides={overrides} renewAnywayRun={renew(loan, true)} />
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

/** Why the loan is not renewed; to staff who may override, "Renew anyway" where that would renew, or else the rule that still refuses. */
function Refused({ loan, overrides, renewAnywayRun }: { loan: Loan; overrides: boolean; renewAnywayRun: Parameters<typeof ReasonAction>[0]['run'] }) {
  const { t, i18n } = useLingui();
  const text = (key: string | null) => (key ? describeApiError(new ApiError(422, key), i18n).text : null);
  const { offer, remaining } = renewAnyway(loan);
  return (
    <>
      <span>{text(loan.motivo)}</span>
      {remaining && <> <span>{text(remaining)}</span></>}
      {overrides && offer && (
        <ReasonAction label={t`Renew ${loan.titulo} anyway`} confirm={t`Renew anyway`} done={t`Renewed over the refusal.`} run={renewAnywayRun} />
      )}
    </>
  );
}
