import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { NetworkTitle } from '../features/integration/network/components/network-title-page';
import { NetworkTitlePage } from '../features/integration/network/components/network-title-page';
import { networkQueries } from '../features/integration/network/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/rede-pergamum/$id')({
  loader: ({ context: { queryClient }, params }) => ensureLoaded(queryClient, networkQueries.title(params.id)),
  component: NetworkTitleRoute,
});

function NetworkTitleRoute() {
  const { id } = Route.useParams();
  return <NetworkTitlePage id={id} interLibrary={(title) => <AskForIt title={title} />} />;
}

/** The record's "ask for it": the inter-library loan form, filled in (signing in first if needed). */
function AskForIt({ title }: { title: NetworkTitle }) {
  return (
    <p>
      <Link className="button" to="/meupergamum/emprestimo-entre-bibliotecas"
        search={{
          cod_empresa: title.instituicao.cod_empresa, titulo: title.titulo,
          ...(title.autor ? { autor: title.autor } : {}), ...(title.ano_publicacao ? { ano: title.ano_publicacao } : {}),
        }}>
        <Trans>Request it through an inter-library loan</Trans>
      </Link>
    </p>
  );
}
