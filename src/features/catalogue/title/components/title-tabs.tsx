import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { TITLE_TABS } from '../tabs';

/**
 * The title's sub-pages as a list of links: each page has its own address, so this is
 * navigation (the open one is marked aria-current="page"), not an ARIA tab widget.
 *
 * What a student looks for comes first (the record and where its copies are, a loan
 * request); the librarian's views (MARC, Dublin Core, Kardex, statistics…) sit under "More
 * about this title", open when one of them is the page shown (issue 37 item 5: twelve tabs
 * took five rows of a phone before any content). The hold is the header's action, once.
 * Every sub-page keeps its address and tab code (spec, title sub-pages).
 */
export function TitleTabs({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const main = [
    { to: '/acervo/$codAcervo', label: t`Details`, exact: true },
    { to: '/acervo/$codAcervo/exemplares', label: t`Copies`, tab: TITLE_TABS.exemplares },
    { to: '/acervo/$codAcervo/solicitacao-emprestimo', label: t`Request a loan`, tab: TITLE_TABS['solicitacao-emprestimo'] },
  ] as const;
  const more = [
    { to: '/acervo/$codAcervo/referencia', label: t`Reference`, tab: TITLE_TABS.referencia },
    { to: '/acervo/$codAcervo/sumarios', label: t`Summaries`, tab: TITLE_TABS.sumarios },
    { to: '/acervo/$codAcervo/sumarios-livros', label: t`Book summaries`, tab: TITLE_TABS['sumarios-livros'] },
    { to: '/acervo/$codAcervo/colecao-kardex', label: t`Kardex collection`, tab: TITLE_TABS['colecao-kardex'] },
    { to: '/acervo/$codAcervo/acervo-fechado', label: t`Closed collection`, tab: TITLE_TABS['acervo-fechado'] },
    { to: '/acervo/$codAcervo/dados-estatisticos', label: t`Statistics`, tab: TITLE_TABS['dados-estatisticos'] },
    { to: '/acervo/$codAcervo/marc', label: t`MARC`, tab: TITLE_TABS.marc },
    { to: '/acervo/$codAcervo/dublin-core', label: t`Dublin Core`, tab: TITLE_TABS['dublin-core'] },
  ] as const;
  const moreOpen = more.some((tab) => pathname.replace(/\/$/, '').endsWith(tab.to.slice('/acervo/$codAcervo'.length)));
  const links = (tabs: readonly { to: string; label: string; tab?: unknown; exact?: boolean }[]) => (
    <ul>
      {tabs.map((tab) => (
        <li key={tab.to}>
          <Link
            to={tab.to}
            params={{ codAcervo }}
            activeOptions={{ exact: 'exact' in tab }}
            activeProps={{ className: 'active' }}
            data-tab={'tab' in tab ? String(tab.tab) : undefined}
          >
            {tab.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="title-tabs" aria-label={t`Title sections`}>
      {links(main)}
      {/* The key reopens it when the page shown becomes one of its own. */}
      <details className="title-tabs-more" open={moreOpen} key={moreOpen ? 'open' : 'closed'}>
        <summary>{t({ message: 'More about this title (reference, MARC, Kardex…)', comment: 'Disclosure of the title page holding the librarian views' })}</summary>
        {links(more)}
      </details>
    </nav>
  );
}
