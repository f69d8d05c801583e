/**
 * Which person of ours a provider vouched for: by login (case-insensitive), else by e-mail
 * when exactly one person has it. Ambiguous or absent → nobody (user not found), unless
 * just-in-time creation is on (config ssoJit): then a login the provider names and whose
 * affiliation maps to a category becomes a patron of that category, without a password.
 */
import { sql } from 'drizzle-orm';
import { one, rows, transaction } from '../../../db/query';
import type { AppContext } from '../../../context';
import { NO_PASSWORD } from '../../../core/no-password';
import { recordAudit } from '../../platform';
import { publicBase as siteBase, type RequestOrigin } from '../../../http/public-url';

export interface ProviderIdentity {
  login?: string | null;
  email?: string | null;
  /** The display name the provider gives (just-in-time creation). */
  name?: string | null;
  /** Every claim or attribute, to read the affiliation from (just-in-time creation). */
  claims?: Record<string, unknown>;
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

/** The category a provider's affiliation maps to (the first mapped value), the default, or null. */
export function jitCategory(ctx: AppContext, claims: Record<string, unknown> = {}): string | null {
  const { categoryClaim, categories, defaultCategory } = ctx.config.ssoJit;
  const raw = claims[categoryClaim];
  const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string').map((v) => v.trim());
  for (const value of values) {
    const mapped = categories[value] ?? categories[value.toLowerCase()] ?? categories[value.split('@')[0]];
    if (mapped) return mapped;
  }
  return defaultCategory;
}

/** findPerson, then (when configured) the patron made at first sign-in; null when neither. */
export async function findOrCreatePerson(ctx: AppContext, identity: ProviderIdentity): Promise<number | null> {
  const found = await findPerson(ctx, identity);
  const login = identity.login?.trim();
  if (found !== null || !ctx.config.ssoJit.enabled || !login) return found;
  const category = jitCategory(ctx, identity.claims);
  if (!category) return null;
  return transaction(ctx, async (tx) => {
    if (!(await one(tx, sql`SELECT 1 FROM categoria WHERE codigo = ${category}`))) return null;
    // Two first sign-ins at once make one person: the second finds the first's row.
    const [created] = await rows<{ cod_pessoa: number }>(tx, sql`
      INSERT INTO pessoa (login, nome, email, categoria, senha_hash)
      VALUES (${login}, ${identity.name?.trim() || login}, ${identity.email?.trim() || null}, ${category}, ${NO_PASSWORD})
      ON CONFLICT (lower(login)) DO NOTHING RETURNING cod_pessoa`);
    if (!created) return (await one<{ cod_pessoa: number }>(tx, sql`SELECT cod_pessoa FROM pessoa WHERE lower(login) = lower(${login})`))?.cod_pessoa ?? null;
    await recordAudit(tx, {
      autor: null, acao: 'patron.create-sso', alvoTipo: 'pessoa', alvoId: created.cod_pessoa, codPessoa: created.cod_pessoa,
      depois: { login, categoria: category },
    });
    return created.cod_pessoa;
  });
}

/** The site's external address for the providers' return addresses (server/http/public-url.ts). */
export const publicBase = (ctx: AppContext, req: RequestOrigin): string => siteBase(ctx.config, req);
