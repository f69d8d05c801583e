/** The logged-in person's data and permissions (GET /pessoas). */
import { sql } from 'drizzle-orm';
import { one, rows } from '../../../db/query';
import { unauthorized } from '../../../http/errors';
import type { AppContext } from '../../../context';
import type { ResponseBody } from '../../../http/handlers';
import { STAFF_ROLE, type StaffRole } from '../../../http/caller-types';

export async function userData(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'getUserData'>> {
  const { db } = ctx.database;
  type User = ResponseBody<'getUserData'>['user'];
  const person = await one<User & { bloqueado: boolean; permissoes: StaffRole[] }>(db, sql`
    SELECT p.login, p.cod_pessoa, p.nome, p.email, p.categoria, c.descricao AS desc_categoria, p.bloqueado,
      CASE WHEN p.papel = ${STAFF_ROLE} THEN p.permissoes ELSE '{}'::text[] END AS permissoes
    FROM pessoa p JOIN categoria c ON c.codigo = p.categoria
    WHERE p.cod_pessoa = ${codPessoa}`);
  if (!person) throw unauthorized();
  const permissions = await rows<ResponseBody<'getUserData'>['authPermissions'][number]>(db, sql`
    SELECT a.cod_atividade, a.descricao, a.cod_modulo
    FROM categoria_atividade ca JOIN atividade a ON a.cod_atividade = ca.cod_atividade
    WHERE ca.categoria = ${person.categoria}
    ORDER BY a.cod_atividade`);
  const { bloqueado, permissoes, ...user } = person;
  // The staff roles let the PWA offer the staff workspace; the server checks them on every staff call.
  return { user, authPermissions: permissions, bloqueio: bloqueado, permissoes: permissoes ?? [] };
}
