/** Title comments as visitors see them: approved only, signed with the author's first name. */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { rows } from '../../../db/query';
import type { ResponseBody } from '../../../http/handlers';
import { titleRecord } from '../core';

/** Only the first name is public: never the login, e-mail or full name. */
export const firstName = (nome: string): string | null => nome.trim().split(/\s+/)[0] || null;

export async function approvedComments(ctx: AppContext, id: number): Promise<ResponseBody<'listTitleComments'>> {
  await titleRecord(ctx, id);
  const approved = await rows<{ cod_comentario: number; texto: string; data_envio: string; nome: string }>(ctx.database.db, sql`
    SELECT c.cod_comentario, c.texto, c.data_envio, p.nome
    FROM comentario c JOIN pessoa p ON p.cod_pessoa = c.cod_pessoa
    WHERE c.cod_acervo = ${id} AND c.situacao = 'aprovado'
    ORDER BY c.data_envio DESC, c.cod_comentario DESC`);
  return approved.map((r) => ({
    cod_comentario: r.cod_comentario, cod_acervo: id, texto: r.texto, data_envio: new Date(r.data_envio).toISOString(),
    situacao: 'aprovado' as const, nome_pessoa: firstName(r.nome),
  }));
}
