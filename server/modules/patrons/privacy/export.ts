/**
 * The LGPD access right (spec §1 "Privacy and data protection"): everything the library
 * holds about one patron, as one JSON document. Column lists are explicit so that no
 * secret leaves: no password hash or earlier hashes, no refresh-token or recovery-code
 * hash, no loan token, no push keys (a push endpoint is a capability: only its host goes).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { unauthorized } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { one, rows } from '../../../db/query';
import { auditAbout } from '../../platform';
import { interestExportOf } from '../interest';

type Row = Record<string, unknown>;

export async function exportMyData(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'exportMyData'>> {
  const { db } = ctx.database;
  const person = await one<Row>(db, sql`
    SELECT p.cod_pessoa, p.login, p.nome, p.email, p.categoria, c.descricao AS desc_categoria, p.dados_pessoais,
           p.vinculo, p.papel, p.bloqueado, p.bloqueado_ate, p.falhas_login, p.criado_em, p.validade_matricula, p.cartao, p.cod_biblioteca
      FROM pessoa p JOIN categoria c ON c.codigo = p.categoria WHERE p.cod_pessoa = ${codPessoa}`);
  if (!person) throw unauthorized();
  const [institution] = await rows<{ nome: string }>(db, sql`SELECT nome FROM instituicao WHERE id = 1`);
  const list = (query: ReturnType<typeof sql>) => rows<Row>(db, query);
  const [
    emprestimos, reservas, solicitacoesEmprestimo, solicitacoes, multas, suspensoes, alertas, comentarios, sugestoes,
    cesta, sessoes, push, exclusoes, auditoria, acessos,
  ] = await Promise.all([
    list(sql`SELECT e.cod_emprestimo, e.cod_exemplar, a.cod_acervo, a.titulo, e.data_emprestimo, e.data_devolucao_prevista,
                    e.data_devolucao, e.renovacoes, e.limite_renovacoes
               FROM emprestimo e JOIN exemplar x ON x.cod_exemplar = e.cod_exemplar JOIN acervo a ON a.cod_acervo = x.cod_acervo
              WHERE e.cod_pessoa = ${codPessoa} ORDER BY e.data_emprestimo DESC, e.cod_emprestimo DESC`),
    list(sql`SELECT r.cod_reserva, r.cod_acervo, a.titulo, r.cod_biblioteca, r.volume, r.tomo, r.parte, r.material_adicional,
                    r.situacao, r.data_reserva, r.data_liberacao, r.data_limite, r.data_encerramento
               FROM reserva r JOIN acervo a ON a.cod_acervo = r.cod_acervo
              WHERE r.cod_pessoa = ${codPessoa} ORDER BY r.data_reserva DESC, r.cod_reserva DESC`),
    list(sql`SELECT cod_solicitacao, cod_acervo, biblioteca_origem, biblioteca_recebimento, volume, tomo, parte, material_adicional,
                    telefone, email, cod_local_recebimento, pessoa_autorizada, domicilio, recebimento_textual, situacao,
                    data_solicitacao, data_atualizacao
               FROM solicitacao_emprestimo WHERE cod_pessoa = ${codPessoa} ORDER BY data_solicitacao DESC, cod_solicitacao DESC`),
    list(sql`SELECT cod_solicitacao, tipo, subtipo, cod_biblioteca, dados, situacao, observacao_biblioteca, data_solicitacao, data_atualizacao
               FROM solicitacao WHERE cod_pessoa = ${codPessoa} ORDER BY data_solicitacao DESC, cod_solicitacao DESC`),
    list(sql`SELECT cod_multa, cod_emprestimo, cod_biblioteca, valor_multa, desconto, valor_pago, data_pagamento, tipo_servico, motivo
               FROM multa WHERE cod_pessoa = ${codPessoa} ORDER BY cod_multa`),
    list(sql`SELECT cod_suspensao, cod_biblioteca, cod_emprestimo, data_inicio, data_fim, motivo
               FROM suspensao WHERE cod_pessoa = ${codPessoa} ORDER BY data_inicio DESC`),
    list(sql`SELECT id, tipo, parametros, titulo, mensagem, url, data, lido, enviado_em FROM alerta WHERE cod_pessoa = ${codPessoa} ORDER BY data DESC, id DESC`),
    list(sql`SELECT cod_comentario, cod_acervo, cod_biblioteca, texto, data_envio, situacao
               FROM comentario WHERE cod_pessoa = ${codPessoa} ORDER BY data_envio DESC`),
    list(sql`SELECT cod_sugestao, cod_campus, cod_biblioteca, titulo, editor, autor, edicao, isbn_issn, periodico, outras_inf, situacao, data_envio,
                    observacao, professor, atualizado_em
               FROM sugestao WHERE cod_pessoa = ${codPessoa} ORDER BY data_envio DESC`),
    list(sql`SELECT c.cod_acervo, a.titulo FROM cesta_permanente c JOIN acervo a ON a.cod_acervo = c.cod_acervo
              WHERE c.cod_pessoa = ${codPessoa} ORDER BY c.cod_acervo`),
    // One row per session (refresh-token family): when it began, when it was last used, how it ended.
    list(sql`SELECT familia AS sessao, min(expira_em) AS primeiro_token_expira_em, max(expira_em) AS ultimo_token_expira_em,
                    max(usado_em) AS ultimo_uso, max(revogado_em) AS encerrada_em, count(*)::int AS renovacoes
               FROM refresh_token WHERE cod_pessoa = ${codPessoa} GROUP BY familia ORDER BY max(expira_em) DESC`),
    list(sql`SELECT id, idioma, criado_em, substring(endpoint from '^https?://([^/]+)') AS servico
               FROM push_inscricao WHERE cod_pessoa = ${codPessoa} ORDER BY id`),
    list(sql`SELECT id, motivo, situacao, pedido_em, atendido_em, resposta FROM pedido_exclusao WHERE cod_pessoa = ${codPessoa} ORDER BY id`),
    // What staff did about the patron, and why (issue 23).
    auditAbout(db, codPessoa),
    list(sql`SELECT quando, cod_acervo, seq_paragrafo, url, fornecedor, browser, device, os
               FROM acesso_link WHERE cod_pessoa = ${codPessoa} ORDER BY quando DESC, id DESC`),
  ]);
  const interest = await interestExportOf(db, codPessoa);
  return {
    gerado_em: new Date().toISOString(),
    instituicao: institution?.nome ?? '',
    pessoa: person,
    emprestimos, reservas, solicitacoes_emprestimo: solicitacoesEmprestimo, solicitacoes, multas, suspensoes, alertas,
    comentarios, sugestoes, cesta_permanente: cesta, sessoes, inscricoes_push: push, pedidos_exclusao: exclusoes, auditoria,
    perfil_interesse: interest.perfil, titulos_interesse: interest.titulos,
    acessos_links: acessos,
  };
}
