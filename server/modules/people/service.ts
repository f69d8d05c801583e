/** The logged-in person's data and permissions (GET /pessoas). */
import { eq } from 'drizzle-orm';
import { atividade, categoria, categoriaAtividade, pessoa } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import type { AppContext } from '../../context';
import type { ResponseBody } from '../../http/handlers';

export async function userData(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'getUserData'>> {
  const { db } = ctx.database;
  const [row] = await db
    .select({ person: pessoa, descCategoria: categoria.descricao })
    .from(pessoa)
    .innerJoin(categoria, eq(categoria.codigo, pessoa.categoria))
    .where(eq(pessoa.codPessoa, codPessoa));
  if (!row) throw unauthorized();
  const permissions = await db
    .select({ cod_atividade: atividade.codAtividade, descricao: atividade.descricao, cod_modulo: atividade.codModulo })
    .from(categoriaAtividade)
    .innerJoin(atividade, eq(atividade.codAtividade, categoriaAtividade.codAtividade))
    .where(eq(categoriaAtividade.categoria, row.person.categoria))
    .orderBy(atividade.codAtividade);
  const { person } = row;
  return {
    user: {
      login: person.login, cod_pessoa: person.codPessoa, nome: person.nome, email: person.email,
      categoria: person.categoria, desc_categoria: row.descCategoria,
    },
    authPermissions: permissions,
    bloqueio: person.bloqueado,
  };
}
