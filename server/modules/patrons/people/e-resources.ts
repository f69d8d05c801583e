/**
 * The access address of a named external e-resource base (spec §4: a login whose redirect
 * names such a base opens it in a new tab). Each base is configured by the library
 * (E_RESOURCE_BASES: name → address template with {login} and {cod_pessoa}); a base that is
 * not configured answers the §8 'automatic access via the app not configured' key.
 */
import { sql } from 'drizzle-orm';
import { one } from '../../../db/query';
import { unauthorized, unprocessable } from '../../../http/errors';
import type { AppContext } from '../../../context';
import type { ResponseBody } from '../../../http/handlers';

export const NOT_CONFIGURED = 'ACESSO_AUTOMATICO_NAO_CONFIGURADO';

export async function eResourceAccessUrl(ctx: AppContext, codPessoa: number, base: string): Promise<ResponseBody<'getEResourceAccessUrl'>> {
  const template = ctx.config.eResourceBases[base.trim().toLowerCase()];
  if (!template) throw unprocessable(NOT_CONFIGURED);
  const person = await one<{ login: string }>(ctx.database.db, sql`SELECT login FROM pessoa WHERE cod_pessoa = ${codPessoa}`);
  if (!person) throw unauthorized();
  const url = template
    .replaceAll('{login}', encodeURIComponent(person.login))
    .replaceAll('{cod_pessoa}', String(codPessoa));
  // Only web addresses leave the server, whatever was configured.
  if (!/^https?:\/\//i.test(url)) throw unprocessable(NOT_CONFIGURED);
  return { url };
}
