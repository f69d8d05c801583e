import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { NoDuesCheck } from '../../../../api/types';

type Blocker = NoDuesCheck['pendencias'][number];

const KINDS: Record<Blocker['tipo'], { label: MessageDescriptor; to: '/meupergamum/emprestimos' | '/meupergamum/debitos' | '/meupergamum/reservas' | '/meupergamum/solicitacoes'; action: MessageDescriptor }> = {
  emprestimo: { label: msg`Loans to return`, to: '/meupergamum/emprestimos', action: msg`See your loans` },
  multa: { label: msg`Debts to pay`, to: '/meupergamum/debitos', action: msg`See your debts` },
  reserva: { label: msg`Holds to cancel or collect`, to: '/meupergamum/reservas', action: msg`See your holds` },
  solicitacao: { label: msg`Open requests`, to: '/meupergamum/solicitacoes', action: msg`See your requests` },
};

/** What stands between the patron and the certificate, by kind, each with the page that settles it. */
export function Blockers({ blockers }: { blockers: Blocker[] }) {
  const { i18n } = useLingui();
  const kinds = (Object.keys(KINDS) as Blocker['tipo'][]).filter((kind) => blockers.some((b) => b.tipo === kind));
  return (
    <div className="no-dues-blockers">
      <p role="status"><Trans>You cannot have the no-debts certificate yet. Settle these first:</Trans></p>
      {kinds.map((kind) => (
        <section key={kind} aria-labelledby={`blocker-${kind}`} data-blocker={kind}>
          <h2 id={`blocker-${kind}`}>{i18n._(KINDS[kind].label)}</h2>
          <ul>
            {blockers.filter((b) => b.tipo === kind).map((b, i) => (
              <li key={i}>{b.descricao} <span className="blocker-library">({b.desc_biblioteca})</span></li>
            ))}
          </ul>
          <Link to={KINDS[kind].to}>{i18n._(KINDS[kind].action)}</Link>
        </section>
      ))}
    </div>
  );
}
