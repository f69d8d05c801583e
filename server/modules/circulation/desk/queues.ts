/** The desk's queues in the staff workspace (server/modules/platform/queues): comments to moderate, loan requests; their counts and lists. */
import { sql } from 'drizzle-orm';
import { one } from '../../../db/query';
import { LOAN_REQUEST, OPEN_LOAN_REQUESTS } from '../core';
import { registerStaffQueue } from '../../platform';
import { nextStates } from './back-office';

const COMMENT_STATES = ['pendente', 'aprovado', 'rejeitado'] as const;

registerStaffQueue({
  id: 'comentarios', roles: ['cataloguing'],
  count: async (ex) => (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM comentario WHERE situacao = 'pendente'`))!.n,
  list: {
    select: sql`SELECT c.cod_comentario AS id, c.cod_pessoa, p.login, p.nome, NULL::text AS tipo, c.cod_biblioteca, b.desc_biblioteca,
        c.situacao, c.data_envio AS data, coalesce(a.titulo, '') || ' ' || c.texto AS busca, a.titulo, c.texto
      FROM comentario c JOIN pessoa p ON p.cod_pessoa = c.cod_pessoa
      LEFT JOIN acervo a ON a.cod_acervo = c.cod_acervo LEFT JOIN biblioteca b ON b.cod_biblioteca = c.cod_biblioteca`,
    states: COMMENT_STATES, open: ['pendente'], kinds: [], auditTarget: 'comentario',
    item: (r) => ({
      resumo: (r.titulo as string | null) ?? (r.desc_biblioteca as string | null) ?? '',
      detalhe: r.texto as string,
      proximas: r.situacao === 'pendente' ? ['aprovado', 'rejeitado'] : [],
    }),
  },
});

registerStaffQueue({
  id: 'solicitacoes-emprestimo', roles: ['circulation'],
  count: async (ex) => (await one<{ n: number }>(ex, sql`
    SELECT count(*)::int AS n FROM solicitacao_emprestimo WHERE situacao IN ${OPEN_LOAN_REQUESTS}`))!.n,
  list: {
    select: sql`SELECT s.cod_solicitacao AS id, s.cod_pessoa, p.login, p.nome, NULL::text AS tipo, s.biblioteca_recebimento AS cod_biblioteca,
        r.desc_biblioteca, s.situacao, s.data_solicitacao AS data, a.titulo AS busca, a.titulo, s.biblioteca_origem, s.biblioteca_recebimento,
        s.domicilio, o.desc_biblioteca AS desc_origem
      FROM solicitacao_emprestimo s JOIN acervo a ON a.cod_acervo = s.cod_acervo JOIN pessoa p ON p.cod_pessoa = s.cod_pessoa
      JOIN biblioteca o ON o.cod_biblioteca = s.biblioteca_origem JOIN biblioteca r ON r.cod_biblioteca = s.biblioteca_recebimento`,
    states: Object.values(LOAN_REQUEST), open: OPEN_LOAN_REQUESTS, kinds: [], auditTarget: 'solicitacao_emprestimo',
    item: (r) => ({
      resumo: r.titulo as string,
      detalhe: null,
      proximas: nextStates(r as { situacao: string; biblioteca_origem: number; biblioteca_recebimento: number; domicilio: boolean }),
    }),
  },
});
