/**
 * `npm run patrons -- import file.csv` (issue 23 item 2): patrons from the academic or HR
 * system's CSV, idempotent by login (a second load updates, never duplicates). Bad rows (no
 * login or name, an unknown category, a bad CPF or e-mail, a card barcode another patron
 * holds or the file repeats) are reported and skipped. A row without an e-mail loads with a
 * warning (or, with `requireEmail`, is refused): such a patron has no recovery to set a first
 * password with, only a first-access code from the desk. A re-import of a row that changes
 * nothing is counted unchanged, not updated. Imported patrons get no password:
 * they set one through password recovery (their e-mail), a first-access code or SSO; a re-import never
 * touches a password, a role or what the patron wrote in their personal data besides the CPF.
 */
import { sql } from 'drizzle-orm';
import { isEmailAddress } from '../../openapi/email-address';
import { isValidCpf } from '../../openapi/personal-data-rules';
import { NO_PASSWORD } from '../core/no-password';
import type { Database } from '../db/connect';
import { rows, transaction } from '../db/query';
import { recordAudit } from '../modules/platform';
import { loadCsvFile, parseDay, type FieldSpec, type LoadEvent, type LoadResult, type RowError } from './csv';


export const PATRON_FIELDS = {
  login: { aliases: ['usuario', 'user', 'username', 'matricula', 'codigo'], required: true },
  name: { aliases: ['nome', 'nome_completo', 'full_name'], required: true },
  category: { aliases: ['categoria', 'cod_categoria', 'vinculo'], required: true },
  email: { aliases: ['e_mail', 'mail'] },
  cpf: { aliases: [] },
  card: { aliases: ['cartao', 'codigo_barras', 'barcode', 'card_barcode'] },
  expiry: { aliases: ['validade', 'validade_matricula', 'expira_em', 'registration_expiry'] },
  library: { aliases: ['biblioteca', 'cod_biblioteca'] },
} satisfies Record<string, FieldSpec>;

type Field = keyof typeof PATRON_FIELDS;

interface PatronRow {
  login: string; nome: string; categoria: string; email: string | null; cpf: string | null;
  cartao: string | null; validade: string | null; cod_biblioteca: number | null;
}

async function checkRows(database: Database, input: { line: number; fields: Record<Field, string> }[], requireEmail: boolean) {
  const { db } = database;
  const categories = new Set((await rows<{ codigo: string }>(db, sql`SELECT codigo FROM categoria`)).map((r) => r.codigo.toLowerCase()));
  const libraries = await rows<{ cod_biblioteca: number; desc_biblioteca: string }>(db, sql`SELECT cod_biblioteca, desc_biblioteca FROM biblioteca`);
  const cards = input.map((r) => r.fields.card).filter(Boolean);
  const cardOwners = new Map((await rows<{ cartao: string; login: string }>(db, sql`
    SELECT cartao, lower(login) AS login FROM pessoa WHERE cartao = ANY(${sql.param(cards)}::text[])`)).map((r) => [r.cartao, r.login]));
  const errors: RowError[] = [];
  const warnings: RowError[] = [];
  const good: PatronRow[] = [];
  const cardLine = new Map<string, number>();
  const loginLine = new Map<string, number>();
  for (const { line, fields: f } of input) {
    const refuse = (reason: string) => errors.push({ line, reason });
    if (!f.login) { refuse('no login'); continue; }
    if (!f.name) { refuse(`${f.login}: no name`); continue; }
    const login = f.login.toLowerCase();
    if (loginLine.has(login)) { refuse(`${f.login}: login repeated (line ${loginLine.get(login)})`); continue; }
    if (!categories.has(f.category.toLowerCase())) { refuse(`${f.login}: unknown category "${f.category}"`); continue; }
    const cpf = f.cpf.replace(/[.\-\s]/g, '');
    if (cpf && !isValidCpf(cpf)) { refuse(`${f.login}: invalid CPF "${f.cpf}"`); continue; }
    if (f.email && !isEmailAddress(f.email)) { refuse(`${f.login}: invalid e-mail "${f.email}"`); continue; }
    if (!f.email && requireEmail) { refuse(`${f.login}: no e-mail (--require-email)`); continue; }
    const validade = f.expiry ? parseDay(f.expiry) : null;
    if (f.expiry && !validade) { refuse(`${f.login}: invalid registration expiry "${f.expiry}" (YYYY-MM-DD or DD/MM/YYYY)`); continue; }
    let codBiblioteca: number | null = null;
    if (f.library) {
      const found = libraries.find((l) => String(l.cod_biblioteca) === f.library || l.desc_biblioteca.toLowerCase() === f.library.toLowerCase());
      if (!found) { refuse(`${f.login}: unknown library "${f.library}"`); continue; }
      codBiblioteca = found.cod_biblioteca;
    }
    if (f.card) {
      if (cardLine.has(f.card)) { refuse(`${f.login}: duplicate card barcode ${f.card} (line ${cardLine.get(f.card)})`); continue; }
      const owner = cardOwners.get(f.card);
      if (owner && owner !== login) { refuse(`${f.login}: duplicate card barcode ${f.card} (patron ${owner} has it)`); continue; }
      cardLine.set(f.card, line);
    }
    loginLine.set(login, line);
    if (!f.email) warnings.push({ line, reason: `${f.login}: no e-mail: unless one is on record already, first access only by a code from the desk` });
    const category = [...categories].find((c) => c === f.category.toLowerCase())!;
    good.push({ login: f.login, nome: f.name, categoria: category, email: f.email || null, cpf: cpf || null, cartao: f.card || null, validade, cod_biblioteca: codBiblioteca });
  }
  return { good, errors, warnings };
}

/** Loads one CSV of patrons; the good rows in one transaction with one audit row for the file. */
export async function loadPatrons(
  database: Database, file: string, mapping: Record<string, string>, emit: (e: LoadEvent) => void, options: { requireEmail?: boolean } = {},
): Promise<LoadResult> {
  return loadCsvFile(file, PATRON_FIELDS, mapping, async (input) => {
    const { good, errors, warnings } = await checkRows(database, input, options.requireEmail ?? false);
    if (!good.length) return { created: 0, updated: 0, unchanged: 0, errors, warnings };
    const written = await transaction(database.db, async (tx) => {
      // Category codes are stored as the table has them (checked above, case-insensitively).
      const result = await rows<{ inserted: boolean }>(tx, sql`
        INSERT INTO pessoa (login, nome, email, categoria, senha_hash, dados_pessoais, cartao, validade_matricula, cod_biblioteca)
        SELECT r.login, r.nome, r.email, c.codigo, ${NO_PASSWORD},
          CASE WHEN r.cpf IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('cpf', r.cpf) END, r.cartao, r.validade, r.cod_biblioteca
        FROM jsonb_to_recordset(${JSON.stringify(good)}::jsonb)
          AS r(login text, nome text, categoria text, email text, cpf text, cartao text, validade date, cod_biblioteca int)
        JOIN categoria c ON lower(c.codigo) = r.categoria
        ON CONFLICT (lower(login)) DO UPDATE SET
          nome = excluded.nome, email = coalesce(excluded.email, pessoa.email), categoria = excluded.categoria,
          dados_pessoais = pessoa.dados_pessoais || excluded.dados_pessoais, cartao = coalesce(excluded.cartao, pessoa.cartao),
          validade_matricula = excluded.validade_matricula, cod_biblioteca = coalesce(excluded.cod_biblioteca, pessoa.cod_biblioteca)
        -- A row that would change nothing is not touched (and not returned): it is counted unchanged.
        WHERE (pessoa.nome, pessoa.email, pessoa.categoria, pessoa.dados_pessoais, pessoa.cartao, pessoa.validade_matricula, pessoa.cod_biblioteca)
          IS DISTINCT FROM (excluded.nome, coalesce(excluded.email, pessoa.email), excluded.categoria, pessoa.dados_pessoais || excluded.dados_pessoais,
            coalesce(excluded.cartao, pessoa.cartao), excluded.validade_matricula, coalesce(excluded.cod_biblioteca, pessoa.cod_biblioteca))
        RETURNING (xmax = 0) AS inserted`);
      const created = result.filter((r) => r.inserted).length;
      const counts = { created, updated: result.length - created, unchanged: good.length - result.length };
      await recordAudit(tx, { autor: null, acao: 'patron.import', alvoTipo: 'arquivo', alvoId: file, depois: { ...counts, skipped: errors.length, without_email: warnings.length } });
      return counts;
    });
    return { ...written, errors, warnings };
  }, emit);
}
