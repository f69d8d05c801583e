// The ways to every request form, and back to the list: under each form and on the list.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function RequestLinks({ heading = false }: { heading?: boolean }) {
  return (
    <nav className="library-request-links" aria-labelledby="library-request-links-title">
      <h2 id="library-request-links-title" className={heading ? undefined : 'visually-hidden'}><Trans>New request</Trans></h2>
      <ul>
        <li><Link to="/meupergamum/comutacao-bibliografica"><Trans>Document copy</Trans></Link></li>
        <li><Link to="/meupergamum/levantamento-bibliografico"><Trans>Bibliographic survey</Trans></Link></li>
        <li><Link to="/meupergamum/ficha-catalografica"><Trans>Catalogue card</Trans></Link></li>
        <li><Link to="/meupergamum/pesquisa-especializada"><Trans>Specialized search</Trans></Link></li>
        <li><Link to="/meupergamum/emprestimo-entre-bibliotecas"><Trans>Inter-library loan</Trans></Link></li>
        <li><Link to="/meupergamum/armazem"><Trans>Closed storage</Trans></Link></li>
        <li><Link to="/meupergamum/pedidos"><Trans>All your requests</Trans></Link></li>
      </ul>
    </nav>
  );
}
