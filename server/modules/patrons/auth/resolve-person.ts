/**
 * Which person a login name means (spec §4, §7 "The login name may be sent with a company
 * separator and a person or category code"). Designed here:
 * - `login`: the person with that login (case-insensitive);
 * - a bond (pessoa.vinculo, e.g. a CPF with or without punctuation): the one person with it;
 *   with several, the name is ambiguous and GET /pessoas/duplicadas offers the choice;
 * - `<login or bond>#<cod_pessoa>`: the person chosen among duplicates;
 * - the `categoria` field of the grant narrows to that category (institutions with the
 *   category choice at login).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { rows } from '../../../db/query';

export const PERSON_SEPARATOR = '#';

/**
 * What sign-in reads of a person (pessoa's columns, named as the schema names them).
 * Timestamps come back from raw SQL as text on both drivers (db/query.ts).
 */
export interface Person {
  codPessoa: number;
  login: string;
  nome: string;
  email: string | null;
  categoria: string;
  senhaHash: string;
  bloqueado: boolean;
  falhasLogin: number;
  bloqueadoAte: string | Date | null;
}
export type Candidate = Person & { descCategoria: string };

/** A CPF-like bond written with dots and a hyphen means the same digits. */
const normaliseBond = (text: string) => (/^[\d.\-/ ]+$/.test(text) ? text.replace(/\D/g, '') : text);

export function splitLoginName(username: string): { user: string; code: number | null } {
  const at = username.lastIndexOf(PERSON_SEPARATOR);
  if (at > 0 && /^\d{1,9}$/.test(username.slice(at + 1))) {
    return { user: username.slice(0, at).trim(), code: Number(username.slice(at + 1)) };
  }
  return { user: username.trim(), code: null };
}

/** Every person the typed name may mean: its login, or everyone sharing the bond. */
export async function candidatesFor(ctx: AppContext, user: string): Promise<Candidate[]> {
  return rows<Candidate>(ctx.database.db, sql`SELECT p.cod_pessoa AS "codPessoa", p.login, p.nome, p.email, p.categoria,
      p.senha_hash AS "senhaHash", p.bloqueado, p.falhas_login AS "falhasLogin", p.bloqueado_ate AS "bloqueadoAte",
      c.descricao AS "descCategoria"
    FROM pessoa p JOIN categoria c ON c.codigo = p.categoria
    WHERE lower(p.login) = lower(${user}) OR p.vinculo = ${normaliseBond(user)}
    ORDER BY p.cod_pessoa`);
}

/** The person meant, null when nobody, 'ambiguous' when a choice must be made first. */
export async function resolvePerson(
  ctx: AppContext, username: string, categoria?: string,
): Promise<Person | null | 'ambiguous'> {
  const { user, code } = splitLoginName(username);
  if (!user) return null;
  let found = await candidatesFor(ctx, user);
  if (code !== null) found = found.filter((p) => p.codPessoa === code);
  if (categoria) found = found.filter((p) => p.categoria === categoria);
  if (found.length <= 1) return found[0] ?? null;
  // The login itself beats the people who merely share a bond equal to it.
  const byLogin = found.filter((p) => p.login.toLowerCase() === user.toLowerCase());
  return byLogin.length === 1 ? byLogin[0] : 'ambiguous';
}
