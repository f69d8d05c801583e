/** Title comments as visitors see them: approved only, signed with the author's first name. */
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { comentario, pessoa } from '../../db/schema';
import type { ResponseBody } from '../../http/handlers';
import { titleRecord } from '../../catalogue';

/** Only the first name is public: never the login, e-mail or full name. */
export const firstName = (nome: string): string | null => nome.trim().split(/\s+/)[0] || null;

export async function approvedComments(ctx: AppContext, id: number): Promise<ResponseBody<'listTitleComments'>> {
  await titleRecord(ctx, id);
  const rows = await ctx.database.db
    .select({ cod: comentario.codComentario, texto: comentario.texto, data: comentario.dataEnvio, nome: pessoa.nome })
    .from(comentario)
    .innerJoin(pessoa, eq(pessoa.codPessoa, comentario.codPessoa))
    .where(and(eq(comentario.codAcervo, id), eq(comentario.situacao, 'aprovado')))
    .orderBy(desc(comentario.dataEnvio), desc(comentario.codComentario));
  return rows.map((r) => ({
    cod_comentario: r.cod, cod_acervo: id, texto: r.texto, data_envio: new Date(r.data).toISOString(), situacao: 'aprovado' as const,
    nome_pessoa: firstName(r.nome),
  }));
}
