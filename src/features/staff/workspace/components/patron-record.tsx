// /balcao/usuarios/$cod: what staff see of a patron (loans, holds, debts, suspensions,
// requests) and what they do on the patron's behalf, each with a reason (audited).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { formatDate, formatMoney } from '../../../../lib/format';
import { staffPatronActions, staffPatronQueries } from '../queries';
import { PatronProfileSection } from '../registration/patron-profile-form';
import { FirstAccessCode } from './first-access-code';
import { PatronDebts } from './patron-debts';
import { PatronPix } from './patron-pix';
import { PatronHolds } from './patron-holds';
import { PatronLoans } from './patron-loans';
import { PatronRequests } from './patron-requests';
import { ReasonAction } from './reason-action';
import '../staff-patrons.css';
import { categoryName } from '../../../../components/library-words';

/** `novo`: the patron was just registered at the desk. */
export interface PatronRecordSearch { novo?: true }

export function PatronRecordPage({ cod, registered = false }: { cod: number; registered?: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(staffPatronQueries.record(cod));
  const p = data.pessoa;
  const owed = formatMoney(data.debitos.reduce((sum, d) => sum + d.total_a_pagar, 0), { locale: i18n.locale });
  return (
    <>
      <PageHeading title={p.nome} />
      <OfflineNotice />
      <p>
        <Link to="/balcao/usuarios">
          <Trans>Back to the patron search</Trans>
        </Link>
      </p>
      {registered && (
        <p role="status" className="registered-notice">
          <Trans>Registered. Next: issue the first-access code and print the library card.</Trans>
        </p>
      )}
      <dl className="patron-facts">
        <div><dt>{t`Login`}</dt><dd>{p.login}</dd></div>
        <div><dt>{t`Category`}</dt><dd>{categoryName(i18n, p.desc_categoria)}</dd></div>
        <div><dt>{t`E-mail`}</dt><dd>{p.email ?? '—'}</dd></div>
        <div><dt>{t`Status`}</dt><dd>{p.bloqueado ? t`Blocked` : t`Active`}</dd></div>
        <div><dt>{t`To pay`}</dt><dd>{owed}</dd></div>
      </dl>
      <div className="button-row">
        <ReasonAction
          label={p.bloqueado ? t`Unblock ${p.nome}` : t`Block ${p.nome}`}
          confirm={p.bloqueado ? t`Unblock` : t`Block`}
          done={p.bloqueado ? t`Blocked.` : t`Unblocked.`}
          run={(reason) => staffPatronActions.setBlock(queryClient, cod, !p.bloqueado, reason)}
        />
      </div>
      <FirstAccessCode cod={cod} name={p.nome} />
      <p>
        <Link to="/balcao/usuarios/$cod/carteirinha" params={{ cod: String(cod) }} className="button button-secondary">
          <Trans>Print the library card</Trans>
        </Link>
      </p>
      <PatronProfileSection cod={cod} />
      <PatronLoans cod={cod} loans={data.emprestimos} />
      <PatronHolds cod={cod} holds={data.reservas} />
      <PatronDebts cod={cod} debts={data.debitos} />
      <PatronPix cod={cod} debts={data.debitos} />
      <section aria-labelledby="patron-suspensions">
        <h2 id="patron-suspensions">{t`Suspensions`}</h2>
        {data.suspensoes.length === 0 ? (
          <p><Trans>No suspensions.</Trans></p>
        ) : (
          <ul>
            {data.suspensoes.map((s) => {
              const from = s.data_inicio ? formatDate(s.data_inicio, { locale: i18n.locale }) : '';
              const to = s.data_fim ? formatDate(s.data_fim, { locale: i18n.locale }) : '';
              return (
                <li key={`${s.cod_biblioteca}-${s.data_inicio}`}>
                  <Trans>From {from} to {to} ({s.desc_biblioteca}): {s.motivo}</Trans>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <PatronRequests requests={data.solicitacoes_emprestimo} deletions={data.pedidos_exclusao} />
    </>
  );
}
