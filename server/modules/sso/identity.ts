/**
 * Which person of ours a provider vouched for: by login (case-insensitive), else by e-mail
 * when exactly one person has it. Ambiguous or absent → nobody (user not found).
 */
import { sql } from 'drizzle-orm';
import { rows } from '../../db/query';
import type { AppContext } from '../../context';
import { publicBase as siteBase, type RequestOrigin } from '../../http/public-url';

export interface ProviderIdentity {
  login?: string | null;
  email?: string | null;
}

export async function findPerson(ctx: AppContext, identity: ProviderIdentity): Promise<number | null> {
  const { db } = ctx.database;
  const login = identity.login?.trim();
  if (login) {
    const [byLogin] = await rows<{ cod_pessoa: number }>(db, sql`SELECT cod_pessoa FROM pessoa WHERE lower(login) = lower(${login})`);
    if (byLogin) return byLogin.cod_pessoa;
  }
  const email = identity.email?.trim();
  if (email) {
    const byEmail = await rows<{ cod_pessoa: number }>(db, sql`SELECT cod_pessoa FROM pessoa WHERE lower(email) = lower(${email}) LIMIT 2`);
    if (byEmail.length === 1) return byEmail[0].cod_pessoa;
  }
  return null;
}

/** The site's external address for the providers' return addresses (server/http/public-url.ts). */
export const publicBase = (ctx: AppContext, req: RequestOrigin): string => siteBase(ctx.config, req);
