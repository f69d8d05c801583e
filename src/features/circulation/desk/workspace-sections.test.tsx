import { describe, expect, it, vi } from 'vitest';
import { mayOpen, mayWorkTheDesk, WORKSPACE_SECTIONS } from './workspace-sections';

vi.mock('@lingui/core/macro', () => import('../../../../tests/support/lingui-macro'));

const open = (roles: Parameters<typeof mayOpen>[1]) => WORKSPACE_SECTIONS.filter((s) => mayOpen(s, roles)).map((s) => s.to);

describe('the staff workspace sections', () => {
  it('opens to each role its own sections; admin opens every one', () => {
    expect(open(['circulation', 'patrons'])).toEqual(['/balcao', '/balcao/solicitacoes-emprestimo', '/balcao/solicitacoes', '/balcao/exclusoes', '/balcao/autoemprestimo', '/balcao/usuarios', '/balcao/pagamentos-revisar']);
    // The payments PIX or PagTesouro kept for a person are the cashier's (circulation), as the server says.
    expect(open(['patrons'])).not.toContain('/balcao/pagamentos-revisar');
    // A cataloguer has no circulation desk (issue 36 item 8): the workspace's start instead.
    expect(open(['cataloguing'])).toEqual(['/balcao/comentarios', '/balcao/sugestoes', '/balcao/bases-dados', '/balcao/acervo', '/balcao/rede']);
    expect(open(['reports'])).toEqual(['/balcao/auditoria']);
    // The library's settings and the self-check terminals are the administrator's alone.
    expect(open(['circulation', 'patrons', 'cataloguing', 'reports'])).not.toContain('/balcao/biblioteca');
    expect(open(['circulation', 'patrons', 'cataloguing', 'reports'])).not.toContain('/balcao/terminais-sip2');
    expect(open(['admin'])).toEqual(WORKSPACE_SECTIONS.map((s) => s.to));
  });

  it('shows the desk forms to circulation and admin only', () => {
    expect(mayWorkTheDesk(['circulation'])).toBe(true);
    expect(mayWorkTheDesk(['admin'])).toBe(true);
    expect(mayWorkTheDesk(['cataloguing'])).toBe(false);
    expect(mayWorkTheDesk(['patrons', 'reports'])).toBe(false);
  });

  it('counts the queues by the keys GET /balcao/filas answers with', () => {
    expect(WORKSPACE_SECTIONS.filter((s) => s.count).map((s) => s.count)).toEqual(['solicitacoes-emprestimo', 'solicitacoes', 'comentarios', 'sugestoes', 'exclusoes', 'pagamentos-revisar']);
  });
});
