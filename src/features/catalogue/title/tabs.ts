// The title's sub-pages and the tab code each stands for (spec §2). Each sub-route
// carries its code in `staticData.tab`, so code that sees only the matched routes
// (e.g. access statistics, a later issue) can tell which tab is open.

export type TitleTab = number | 'summary' | 'book summary' | 'closed collection';

export const TITLE_TABS = {
  referencia: 33,
  marc: 36,
  exemplares: 30,
  'dublin-core': 115,
  reserva: 18,
  'solicitacao-emprestimo': 75,
  'colecao-kardex': 32,
  sumarios: 'summary',
  'sumarios-livros': 'book summary',
  'dados-estatisticos': 74,
  'acervo-fechado': 'closed collection',
} as const satisfies Record<string, TitleTab>;

export type TitleSubPage = keyof typeof TITLE_TABS;
