import { Trans, useLingui } from '@lingui/react/macro';
import { HOLD } from '../../../../../openapi/circulation-states';
import type { DeskPatron } from '../../../../api/types';
import { formatDate, formatMoney } from '../../../../lib/format';
import { deskReasonText } from '../messages';
import { categoryName } from '../../../../components/library-words';

/**
 * Who is in front of the desk (issue 36 item 1), read before the first scan: category,
 * registration, block and suspension, overdue loans, fines, loans against the limit, holds
 * ready to collect, the library's notes, and each fact the loan rules weigh, refusal or
 * warning, in the desk's words.
 */
export function PatronPanel({ patron }: { patron: DeskPatron }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const ready = patron.reservas.filter((h) => h.situacao === HOLD.released);
  const name = patron.nome;
  const login = patron.login;
  const open = patron.emprestimos_abertos;
  const limit = patron.limite_emprestimos;
  return (
    <section className="patron-panel" aria-labelledby="desk-patron-name">
      <h3 id="desk-patron-name">
        {name} <span className="patron-login">({login})</span>
      </h3>
      {patron.avisos.length > 0 && (
        <ul className="patron-notices" aria-label={t`Before lending`}>
          {patron.avisos.map((notice) => (
            <li key={notice.motivo} className={notice.recusa ? 'notice-refusal' : 'notice-warning'}>
              <strong>{notice.recusa ? t`Refused:` : t`Warning:`}</strong> {deskReasonText(i18n, notice.motivo)}
            </li>
          ))}
        </ul>
      )}
      <dl className="patron-facts">
        <dt>{t`Category`}</dt>
        <dd>{categoryName(i18n, patron.categoria_descricao) || patron.categoria}</dd>
        <dt>{t`Registration valid until`}</dt>
        <dd>{patron.validade_matricula ? formatDate(patron.validade_matricula, { locale }) : t`Not recorded`}</dd>
        <dt>{t`Loans in use`}</dt>
        <dd>
          <Trans>
            {open} of {limit}
          </Trans>
        </dd>
        <dt>{t`Overdue loans`}</dt>
        <dd>{patron.atrasados}</dd>
        <dt>{t`Open fines`}</dt>
        <dd>{formatMoney(patron.debito, { locale })}</dd>
        <dt>{t`Blocked`}</dt>
        <dd>{patron.bloqueado ? t`Yes` : t`No`}</dd>
        <dt>{t`Suspended until`}</dt>
        <dd>{patron.suspenso_ate ? formatDate(patron.suspenso_ate, { locale }) : t`Not suspended`}</dd>
        <dt>{t`Holds ready for pickup`}</dt>
        <dd>
          {ready.length === 0 ? (
            t`None`
          ) : (
            <ul>
              {ready.map((h) => {
                const until = h.data_limite_retirada ? formatDate(h.data_limite_retirada, { locale }) : '';
                const library = h.desc_biblioteca;
                return (
                  <li key={h.cod_reserva}>
                    {h.titulo}{' '}
                    <Trans>
                      ({library}, until {until})
                    </Trans>
                  </li>
                );
              })}
            </ul>
          )}
        </dd>
        <dt>{t`Library notes`}</dt>
        <dd className="patron-notes">{patron.nota_biblioteca ?? t`None`}</dd>
      </dl>
    </section>
  );
}
