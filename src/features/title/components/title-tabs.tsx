import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The title's sub-pages, as a list of links (each page has its own address). */
export function TitleTabs({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const tabs = [
    { to: '/acervo/$codAcervo', label: t`Details`, exact: true },
    { to: '/acervo/$codAcervo/exemplares', label: t`Copies` },
    { to: '/acervo/$codAcervo/referencia', label: t`Reference` },
    { to: '/acervo/$codAcervo/marc', label: t`MARC` },
    { to: '/acervo/$codAcervo/dublin-core', label: t`Dublin Core` },
    { to: '/acervo/$codAcervo/reserva', label: t`Place a hold` },
    { to: '/acervo/$codAcervo/solicitacao-emprestimo', label: t`Request a loan` },
    { to: '/acervo/$codAcervo/colecao-kardex', label: t`Kardex collection` },
    { to: '/acervo/$codAcervo/sumarios', label: t`Summaries` },
    { to: '/acervo/$codAcervo/sumarios-livros', label: t`Book summaries` },
    { to: '/acervo/$codAcervo/dados-estatisticos', label: t`Statistics` },
    { to: '/acervo/$codAcervo/acervo-fechado', label: t`Closed collection` },
  ] as const;
  return (
    <nav className="title-tabs" aria-label={t`Title sections`}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              params={{ codAcervo }}
              activeOptions={{ exact: 'exact' in tab }}
              activeProps={{ className: 'active' }}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
