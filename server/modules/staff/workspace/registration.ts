/**
 * Registration at the desk (issue 36 item 5): staff register a walk-in or community member
 * and later change what the library keeps of a patron (e-mail, phone, category, registration
 * expiry, the library's notes). Until now patrons came only from the registrar's CSV or a
 * first single sign-on. The checks are §3's shared rules (CPF check digits, the e-mail's
 * shape); a CPF, e-mail or login someone else has is refused naming them, so the clerk opens
 * that record instead of making a second one. Each write is one transaction with its audit row.
 * The new patron has no password: the desk gives them a first-access code (patrons/recovery).
 */
import { sql } from 'drizzle-orm';
import { isEmailAddress } from '../../../../openapi/email-address';
import { PERSONAL_DATA_KEYS, isValidCpf } from '../../../../openapi/personal-data-rules';
import type { AppContext } from '../../../context';
import { NO_PASSWORD } from '../../../core/no-password';
import { exec, isoDate, isoTime, one, rows, transaction, type Executor } from '../../../db/query';
import { DetailedHttpError, notFound, unprocessable } from '../../../http/errors';
import type { RequestBody, ResponseBody } from '../../../http/handlers';
import { sanitizePhone } from '../../circulation';
import { recordAudit } from '../../platform';

type Profile = ResponseBody<'getStaffPatronProfile'>;
type Duplicate = 'error.patron-duplicate-cpf' | 'error.patron-duplicate-email' | 'error.patron-duplicate-login';

/** A made login: B and the patron's number (never a registrar's numeric login). */
export const madeLogin = (codPessoa: number): string => `B${String(codPessoa).padStart(6, '0')}`;

/** CPF digits from what was typed (dots, hyphen, spaces allowed), or the 422 key. */
export function cpfDigits(typed: string): string | typeof PERSONAL_DATA_KEYS.cpf {
  const digits = typed.replace(/[.\-\s]/g, '');
  return isValidCpf(digits) ? digits : PERSONAL_DATA_KEYS.cpf;
}

/** An e-mail as kept (trimmed; blank is none), or the 422 key. */
export function emailOf(typed: string | null | undefined): string | null | typeof PERSONAL_DATA_KEYS.email {
  const email = (typed ?? '').trim();
  if (!email) return null;
  return isEmailAddress(email) ? email : PERSONAL_DATA_KEYS.email;
}

const phoneOf = (typed: string | null | undefined): string | null => sanitizePhone((typed ?? '').trim()).trim() || null;
const textOf = (typed: string | null | undefined): string | null => (typed ?? '').trim() || null;

const profileSelect = sql`SELECT p.cod_pessoa, p.login, p.nome, p.categoria, c.descricao AS desc_categoria,
    nullif(p.dados_pessoais->>'cpf', '') AS cpf, p.email, nullif(p.dados_pessoais->>'telefone', '') AS telefone,
    p.validade_matricula::text AS validade_matricula, p.nota_biblioteca, p.bloqueado, p.criado_em
  FROM pessoa p JOIN categoria c ON c.codigo = p.categoria`;

async function profileOf(ex: Executor, codPessoa: number, lock = false): Promise<Profile> {
  const row = await one<Omit<Profile, 'criado_em'> & { criado_em: string | Date }>(ex, sql`${profileSelect}
    WHERE p.cod_pessoa = ${codPessoa} ${lock ? sql`FOR UPDATE OF p` : sql``}`);
  if (!row) throw notFound('error.user-not-found');
  return { ...row, validade_matricula: isoDate(row.validade_matricula), criado_em: isoTime(row.criado_em) };
}

export const patronProfile = (ctx: AppContext, codPessoa: number) => profileOf(ctx.database.db, codPessoa);

export async function patronCategories(ctx: AppContext): Promise<ResponseBody<'listPatronCategories'>> {
  return rows(ctx.database.db, sql`SELECT codigo, descricao FROM categoria ORDER BY descricao, codigo`);
}

async function knownCategory(ex: Executor, typed: string): Promise<string> {
  const found = await one<{ codigo: string }>(ex, sql`SELECT codigo FROM categoria WHERE lower(codigo) = lower(${typed.trim()})`);
  if (!found) throw unprocessable('error.patron-category-unknown');
  return found.codigo;
}

/** Refuses a CPF, e-mail or login another person already has (409, naming them). */
async function refuseDuplicates(ex: Executor, codPessoa: number | null, fields: { cpf?: string | null; email?: string | null; login?: string }): Promise<void> {
  const checks: [Duplicate, ReturnType<typeof sql> | null][] = [
    // The CPF as personal data, or as the bond shared by one person's several logins (pessoa.vinculo).
    ['error.patron-duplicate-cpf', fields.cpf
      ? sql`(regexp_replace(coalesce(dados_pessoais->>'cpf', ''), '\\D', '', 'g') = ${fields.cpf} OR vinculo = ${fields.cpf})` : null],
    ['error.patron-duplicate-email', fields.email ? sql`lower(email) = lower(${fields.email})` : null],
    ['error.patron-duplicate-login', fields.login ? sql`lower(login) = lower(${fields.login})` : null],
  ];
  for (const [key, where] of checks) {
    if (!where) continue;
    const other = await one<{ cod_pessoa: number; login: string; nome: string }>(ex, sql`
      SELECT cod_pessoa, login, nome FROM pessoa WHERE ${where} ${codPessoa === null ? sql`` : sql`AND cod_pessoa <> ${codPessoa}`}
      ORDER BY cod_pessoa LIMIT 1`);
    if (other) throw new DetailedHttpError(409, key, { pessoa: other });
  }
}

const checked = <T>(value: T | `error.${string}`): T => {
  if (typeof value === 'string' && value.startsWith('error.')) throw unprocessable(value as `error.${string}`);
  return value as T;
};

/** What the audit trail keeps of a profile: the CPF only as "given", never its digits. */
const audited = (p: Partial<Profile>) => {
  const { cpf, criado_em: _, cod_pessoa: __, desc_categoria: ___, ...rest } = p;
  return { ...rest, ...(cpf === undefined ? {} : { cpf: cpf ? 'informado' : null }) };
};

export async function registerPatron(ctx: AppContext, actor: number, input: RequestBody<'staffRegisterPatron'>): Promise<Profile> {
  const nome = input.nome.trim().replace(/\s+/g, ' ');
  const cpf = input.cpf?.trim() ? checked(cpfDigits(input.cpf)) : null;
  const email = checked(emailOf(input.email));
  const login = input.login?.trim() || null;
  return transaction(ctx, async (tx) => {
    const categoria = await knownCategory(tx, input.categoria);
    // Two clerks registering one person at once: the second waits here and then finds the first.
    await exec(tx, sql`SELECT pg_advisory_xact_lock(hashtext('patron-registration'))`);
    await refuseDuplicates(tx, null, { cpf, email, login: login ?? undefined });
    const { cod } = (await one<{ cod: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('pessoa', 'cod_pessoa'))::int AS cod`))!;
    const finalLogin = login ?? madeLogin(cod);
    if (!login) await refuseDuplicates(tx, null, { login: finalLogin });
    const dados: Record<string, string> = {};
    if (cpf) dados.cpf = cpf;
    const telefone = phoneOf(input.telefone);
    if (telefone) dados.telefone = telefone;
    await exec(tx, sql`
      INSERT INTO pessoa (cod_pessoa, login, nome, email, categoria, senha_hash, dados_pessoais, validade_matricula, nota_biblioteca)
      VALUES (${cod}, ${finalLogin}, ${nome}, ${email}, ${categoria}, ${NO_PASSWORD}, ${JSON.stringify(dados)}::jsonb,
        ${input.validade_matricula ?? null}::date, ${textOf(input.nota_biblioteca)})`);
    const profile = await profileOf(tx, cod);
    await recordAudit(tx, { autor: actor, acao: 'patron.register', alvoTipo: 'pessoa', alvoId: cod, codPessoa: cod, antes: null, depois: audited(profile) });
    return profile;
  });
}

export async function updatePatron(ctx: AppContext, actor: number, codPessoa: number, input: RequestBody<'staffUpdatePatronProfile'>): Promise<Profile> {
  const email = input.email === undefined ? undefined : checked(emailOf(input.email));
  return transaction(ctx, async (tx) => {
    const before = await profileOf(tx, codPessoa, true);
    const categoria = input.categoria === undefined ? undefined : await knownCategory(tx, input.categoria);
    if (email) await refuseDuplicates(tx, codPessoa, { email });
    const telefone = input.telefone === undefined ? undefined : phoneOf(input.telefone);
    const nota = input.nota_biblioteca === undefined ? undefined : textOf(input.nota_biblioteca);
    const sets = [
      email === undefined ? null : sql`email = ${email}`,
      categoria === undefined ? null : sql`categoria = ${categoria}`,
      input.validade_matricula === undefined ? null : sql`validade_matricula = ${input.validade_matricula}::date`,
      nota === undefined ? null : sql`nota_biblioteca = ${nota}`,
      telefone === undefined ? null
        : telefone ? sql`dados_pessoais = dados_pessoais || jsonb_build_object('telefone', ${telefone}::text)` : sql`dados_pessoais = dados_pessoais - 'telefone'`,
    ].filter((s) => s !== null);
    if (sets.length) await exec(tx, sql`UPDATE pessoa SET ${sql.join(sets, sql`, `)} WHERE cod_pessoa = ${codPessoa}`);
    const after = await profileOf(tx, codPessoa);
    const changed = (Object.keys(after) as (keyof Profile)[]).filter((k) => after[k] !== before[k]);
    if (changed.length) {
      const pick = (p: Profile) => Object.fromEntries(changed.map((k) => [k, p[k]])) as Partial<Profile>;
      await recordAudit(tx, { autor: actor, acao: 'patron.update', alvoTipo: 'pessoa', alvoId: codPessoa, codPessoa, antes: audited(pick(before)), depois: audited(pick(after)) });
    }
    return after;
  });
}
