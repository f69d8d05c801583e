// Every screen the layout check (tests/e2e/layout.spec.ts) opens at 320, 360 and 390 px:
// no sideways scroll, no word wider than its box, tap targets of 44 px. A new screen joins
// the check by a line here (the house kit's recipe points at this list): its path, with
// `{title}` for a demo title that has copies, MARC and holds, and who must be signed in.

export type LayoutAccount = 'guest' | 'aluno' | 'bibliotecario' | 'administrador';

export interface LayoutRoute {
  /** The screen's name in the test's report and screenshots. */
  name: string;
  /** Its path; `{title}` is replaced by a demo title's cod_acervo. */
  path: string;
  /** Who opens it: nobody, the demo patron or the demo staff member (README, demo accounts). */
  account: LayoutAccount;
}

export const LAYOUT_ROUTES: readonly LayoutRoute[] = [
  // The catalogue, open to everyone.
  { name: 'home', path: '/', account: 'guest' },
  { name: 'search results', path: '/?termo=Zealand', account: 'guest' },
  { name: 'browse indexes', path: '/indices', account: 'guest' },
  { name: 'browse titles', path: '/indices/titulo', account: 'guest' },
  { name: 'browse subjects', path: '/indices/assunto', account: 'guest' },
  { name: 'browse ISBN', path: '/indices/isbn', account: 'guest' },
  { name: 'authorities', path: '/autoridade', account: 'guest' },
  { name: 'title', path: '/acervo/{title}', account: 'guest' },
  { name: 'title copies', path: '/acervo/{title}/exemplares', account: 'guest' },
  { name: 'title MARC', path: '/acervo/{title}/marc', account: 'guest' },
  { name: 'title Dublin Core', path: '/acervo/{title}/dublin-core', account: 'guest' },
  { name: 'title reference', path: '/acervo/{title}/referencia', account: 'guest' },
  { name: 'title statistics', path: '/acervo/{title}/dados-estatisticos', account: 'guest' },
  { name: 'basket', path: '/cesta', account: 'guest' },
  { name: 'sign-in', path: '/login', account: 'guest' },
  { name: 'recovery', path: '/login?modo=recuperar', account: 'guest' },
  { name: 'no-dues check', path: '/nada-consta/verificar', account: 'guest' },
  { name: 'FAQ', path: '/faq', account: 'guest' },
  { name: 'general information', path: '/informacoes-gerais', account: 'guest' },
  { name: 'network search', path: '/rede?termo=Zealand', account: 'guest' },
  // The personal area, signed in as the demo patron.
  { name: 'personal area', path: '/meupergamum', account: 'aluno' },
  { name: 'loans', path: '/meupergamum/emprestimos', account: 'aluno' },
  { name: 'holds', path: '/meupergamum/reservas', account: 'aluno' },
  { name: 'loan requests', path: '/meupergamum/solicitacoes', account: 'aluno' },
  { name: 'debts', path: '/meupergamum/debitos', account: 'aluno' },
  { name: 'no-dues', path: '/meupergamum/nada-consta', account: 'aluno' },
  { name: 'alerts', path: '/meupergamum/alertas', account: 'aluno' },
  { name: 'library card', path: '/meupergamum/carteirinha', account: 'aluno' },
  { name: 'phone self-checkout', path: '/meupergamum/autoemprestimo', account: 'aluno' },
  { name: 'personal data', path: '/meupergamum/dados-pessoais', account: 'aluno' },
  { name: 'privacy', path: '/meupergamum/privacidade', account: 'aluno' },
  { name: 'work posting', path: '/meupergamum/postagem-trabalho', account: 'aluno' },
  { name: 'suspensions', path: '/meupergamum/afastamentos', account: 'aluno' },
  { name: 'collection totals (to the staff workspace)', path: '/meupergamum/totais-acervo', account: 'administrador' },
  { name: 'pending loans', path: '/meupergamum/emprestimos-pendentes', account: 'aluno' },
  { name: 'renewal', path: '/meupergamum/renovacao', account: 'aluno' },
  { name: 'permanent basket', path: '/meupergamum/cesta-permanente', account: 'aluno' },
  { name: 'my comments', path: '/meupergamum/comentarios', account: 'aluno' },
  { name: 'requests to the library', path: '/meupergamum/pedidos', account: 'aluno' },
  { name: 'document copy', path: '/meupergamum/comutacao-bibliografica', account: 'aluno' },
  { name: 'bibliographic survey', path: '/meupergamum/levantamento-bibliografico', account: 'aluno' },
  { name: 'catalogue card', path: '/meupergamum/ficha-catalografica', account: 'aluno' },
  { name: 'specialized search', path: '/meupergamum/pesquisa-especializada', account: 'aluno' },
  { name: 'inter-library loan', path: '/meupergamum/emprestimo-entre-bibliotecas', account: 'aluno' },
  { name: 'closed storage', path: '/meupergamum/armazem', account: 'aluno' },
  { name: 'interest profile', path: '/meupergamum/perfil-interesse', account: 'aluno' },
  { name: 'interest areas', path: '/meupergamum/areas-interesse', account: 'aluno' },
  { name: 'check titles', path: '/meupergamum/conferir-titulos', account: 'aluno' },
  { name: 'teaching plan', path: '/meupergamum/plano-ensino', account: 'aluno' },
  { name: 'hold form', path: '/acervo/{title}/reserva', account: 'aluno' },
  { name: 'loan-request form', path: '/acervo/{title}/solicitacao-emprestimo', account: 'aluno' },
  { name: 'acquisition', path: '/meupergamum/aquisicao', account: 'aluno' },
  { name: 'acquisition suggestions', path: '/meupergamum/sugestoes', account: 'aluno' },
  { name: 'purchase orders', path: '/meupergamum/pedidos-compra', account: 'aluno' },
  { name: 'acquisition statistics', path: '/meupergamum/estatisticas-aquisicao', account: 'aluno' },
  { name: 'databases', path: '/meupergamum/bases-dados', account: 'aluno' },
  { name: 'Pearson', path: '/pearson', account: 'aluno' },
  { name: 'Grupo A', path: '/grupoa?sessionid=demo', account: 'aluno' },
  // The staff workspace.
  { name: 'desk', path: '/balcao', account: 'bibliotecario' },
  { name: 'requests queue', path: '/balcao/solicitacoes', account: 'bibliotecario' },
  { name: 'staff: loan requests queue', path: '/balcao/solicitacoes-emprestimo', account: 'bibliotecario' },
  { name: 'staff: deletion requests queue', path: '/balcao/exclusoes', account: 'bibliotecario' },
  { name: 'staff: patron search', path: '/balcao/usuarios?q=ana', account: 'bibliotecario' },
  { name: 'staff: payments to review', path: '/balcao/pagamentos-revisar', account: 'bibliotecario' },
  { name: 'staff: comments queue', path: '/balcao/comentarios', account: 'administrador' },
  { name: 'staff: roles', path: '/balcao/equipe', account: 'administrador' },
  { name: 'staff: SIP2 terminals', path: '/balcao/terminais-sip2', account: 'administrador' },
  { name: 'staff: phone self-checkout', path: '/balcao/autoemprestimo', account: 'administrador' },
  { name: 'staff: audit trail', path: '/balcao/auditoria', account: 'administrador' },
  { name: 'titles and items', path: '/balcao/acervo?q=Zealand&acervo={title}', account: 'administrador' },
  { name: 'library settings', path: '/balcao/biblioteca', account: 'administrador' },
  { name: 'suggestion queue', path: '/balcao/sugestoes', account: 'administrador' },
  { name: 'staff databases', path: '/balcao/bases-dados', account: 'administrador' },
  { name: 'network partners', path: '/balcao/rede', account: 'administrador' },
  { name: 'user switching', path: '/meupergamum/troca-usuario', account: 'bibliotecario' },
];

/** The widths every route is checked at: the narrowest phones, a common Android, an iPhone. */
export const LAYOUT_WIDTHS = [320, 360, 390] as const;
