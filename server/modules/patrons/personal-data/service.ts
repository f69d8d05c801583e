/**
 * The patron's personal data (spec §1 "Personal data", §3 fields): read, and changed under
 * §3's rules. What the library owns (name, category, a CPF it already holds) is read-only;
 * the e-mail that password recovery writes to changes only with the current password.
 */
import { sql } from 'drizzle-orm';
import { isEmailAddress } from '../../../../openapi/email-address';
import { PERSONAL_DATA_KEYS, isPastDate, isValidCpf, normalizeCep } from '../../../../openapi/personal-data-rules';
import type { AppContext } from '../../../context';
import { exec, one } from '../../../db/query';
import { unauthorized, unprocessable } from '../../../http/errors';
import type { RequestBody, ResponseBody } from '../../../http/handlers';
import { checkCurrentPassword, type SignInClient } from '../auth';
import { CURRENT_PASSWORD_WRONG } from '../recovery';
import { today } from '../../circulation';

type PersonalData = ResponseBody<'getPersonalData'>;
type Stored = Record<string, unknown>;

/** The §3 fields kept in pessoa.dados_pessoais, in the contract's order. */
const TEXT_FIELDS = [
  'endereco', 'complemento', 'cep', 'cidade', 'bairro', 'rg', 'cpf', 'nacionalidade', 'sexo', 'data_nascimento',
  'escolaridade', 'localizacao', 'profissao', 'estado_civil',
] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

interface PersonRow { nome: string; categoria: string; email: string | null; dados_pessoais: Stored; desc_categoria: string }

async function personRow(ctx: AppContext, codPessoa: number): Promise<PersonRow> {
  const row = await one<PersonRow>(ctx.database.db, sql`SELECT p.nome, p.categoria, p.email, p.dados_pessoais,
      c.descricao AS desc_categoria
    FROM pessoa p JOIN categoria c ON c.codigo = p.categoria WHERE p.cod_pessoa = ${codPessoa}`);
  if (!row) throw unauthorized();
  return row;
}

function view(row: PersonRow): PersonalData {
  const stored = row.dados_pessoais;
  const fields = Object.fromEntries(TEXT_FIELDS.map((k) => [k, text(stored[k])])) as Record<(typeof TEXT_FIELDS)[number], string | null>;
  return {
    ...fields,
    sexo: fields.sexo === 'F' || fields.sexo === 'M' ? fields.sexo : null,
    estado_civil: fields.estado_civil as PersonalData['estado_civil'],
    recebe_email: stored.recebe_email !== false,
    nome: row.nome,
    categoria: row.categoria,
    desc_categoria: row.desc_categoria,
    email: row.email,
  };
}

export async function personalData(ctx: AppContext, codPessoa: number): Promise<PersonalData> {
  return view(await personRow(ctx, codPessoa));
}

/**
 * Checks every §3 rule, then writes the whole record at once. The body carries the whole
 * form (the GET's answer, edited): library-owned fields may be sent back unchanged.
 */
export async function updatePersonalData(
  ctx: AppContext, codPessoa: number, body: RequestBody<'updatePersonalData'>, client: SignInClient,
): Promise<PersonalData> {
  const row = await personRow(ctx, codPessoa);
  const current = view(row);
  const sent = Object.fromEntries(TEXT_FIELDS.map((k) => [k, text(body[k])])) as Record<(typeof TEXT_FIELDS)[number], string | null>;

  if (body.nome !== undefined && body.nome.trim() !== current.nome) throw unprocessable(PERSONAL_DATA_KEYS.readOnly);
  if (body.categoria !== undefined && body.categoria.trim() !== current.categoria) throw unprocessable(PERSONAL_DATA_KEYS.readOnly);
  if (body.desc_categoria !== undefined && body.desc_categoria.trim() !== current.desc_categoria) throw unprocessable(PERSONAL_DATA_KEYS.readOnly);
  // A CPF the library holds is its record; a patron without one may give theirs, once.
  if (current.cpf !== null && sent.cpf !== current.cpf) throw unprocessable(PERSONAL_DATA_KEYS.readOnly);
  if (sent.cpf !== null && !isValidCpf(sent.cpf)) throw unprocessable(PERSONAL_DATA_KEYS.cpf);
  if (sent.cep !== null) {
    const cep = normalizeCep(sent.cep);
    if (!cep) throw unprocessable(PERSONAL_DATA_KEYS.cep);
    sent.cep = cep;
  }
  if (sent.data_nascimento !== null && !isPastDate(sent.data_nascimento, await today(ctx.database.db))) {
    throw unprocessable(PERSONAL_DATA_KEYS.birthDate);
  }

  let email = current.email;
  if (body.email !== undefined) {
    const wanted = text(body.email);
    if (wanted !== null && !isEmailAddress(wanted)) throw unprocessable(PERSONAL_DATA_KEYS.email);
    if ((wanted ?? '').toLowerCase() !== (current.email ?? '').toLowerCase()) {
      // Whoever holds a stolen session must not redirect the recovery codes to themselves.
      if (!body.senhaAtual) throw unprocessable(PERSONAL_DATA_KEYS.passwordRequired);
      // With sign-in's delays and lock: a stolen session must not guess the password here either.
      await checkCurrentPassword(ctx, codPessoa, body.senhaAtual, client, CURRENT_PASSWORD_WRONG);
    }
    email = wanted;
  }

  const stored = { ...row.dados_pessoais, ...sent, recebe_email: body.recebe_email };
  await exec(ctx.database.db, sql`UPDATE pessoa SET dados_pessoais = ${JSON.stringify(stored)}::jsonb, email = ${email}
    WHERE cod_pessoa = ${codPessoa}`);
  return personalData(ctx, codPessoa);
}

export async function loggedInEmail(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'getLoggedInEmail'>> {
  const row = await one<{ email: string | null }>(ctx.database.db, sql`SELECT email FROM pessoa WHERE cod_pessoa = ${codPessoa}`);
  if (!row) throw unauthorized();
  return { email: row.email };
}

/** The institution's departments (instituicao.dados.departamentos), by name. */
export async function departments(ctx: AppContext): Promise<ResponseBody<'listDepartments'>> {
  const row = await one<{ dados: unknown }>(ctx.database.db, sql`SELECT dados FROM instituicao WHERE id = 1`);
  const list = (row?.dados as { departamentos?: unknown } | undefined)?.departamentos;
  if (!Array.isArray(list)) return [];
  return list
    .filter((d): d is { codigo: unknown; descricao: unknown } => typeof d === 'object' && d !== null)
    .map((d) => ({ codigo: String(d.codigo), descricao: String(d.descricao) }))
    .sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt'));
}
