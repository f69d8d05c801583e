import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { TITLE_TABS } from '../tabs';

/**
 * The title's sub-pages as a list of links: each page has its own address, so this is
 * navigation (the open one is marked aria-current="page"), not an ARIA tab widget.
 */
export function TitleTabs({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const tabs = [
    { to: '/acervo/$codAcervo', label: t`Details`, exact: true },
    { to: '/acervo/$codAcervo/exemplares', label: t`Copies`, tab: TITLE_TABS.exemplares },
    { to: '/acervo/$codAcervo/referencia', label: t`Reference`, tab: TITLE_TABS.referencia },
    { to: '/acervo/$codAcervo/marc', label: t`MARC`, tab: TITLE_TABS.marc },
    { to: '/acervo/$codAcervo/dublin-core', label: t`Dublin Core`, tab: TITLE_TABS['dublin-core'] },
    { to: '/acervo/$codAcervo/sumarios', label: t`Summaries`, tab: TITLE_TABS.sumarios },
    { to: '/acervo/$codAcervo/sumarios-livros', label: t`Book summaries`, tab: TITLE_TABS['sumarios-livros'] },
    { to: '/acervo/$codAcervo/colecao-kardex', label: t`Kardex collection`, tab: TITLE_TABS['colecao-kardex'] },
    { to: '/acervo/$codAcervo/dados-estatisticos', label: t`Statistics`, tab: TITLE_TABS['dados-estatisticos'] },
    { to: '/acervo/$codAcervo/acervo-fechado', label: t`Closed collection`, tab: TITLE_TABS['acervo-fechado'] },
    { to: '/acervo/$codAcervo/reserva', label: t`Place a hold`, tab: TITLE_TABS.reserva },
    { to: '/acervo/$codAcervo/solicitacao-emprestimo', label: t`Request a loan`, tab: TITLE_TABS['solicitacao-emprestimo'] },
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
              data-tab={'tab' in tab ? tab.tab : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
