/**
 * `npm run academic -- import <kind> file.csv` (issue 24 item 4): the academic system's
 * exports: departments, campuses, libraries, courses, disciplines, professors, teaching plans
 * and their bibliography. Each kind upserts by its code (a second load updates); a row with a
 * bad code, no name or a reference nobody has (a course's campus, a plan's discipline, a
 * bibliography's title) is reported and skipped; the good rows are written in one transaction.
 * Load the kinds in the order above: each may refer to the ones before it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { rows, transaction, type Tx } from '../db/query';
import { loadCsvFile, type FieldSpec, type LoadEvent, type LoadResult, type RowError } from './csv';

type Fields = Record<string, string>;
type Check = (f: Fields, known: Known) => string | Record<string, unknown>;
interface Known { has(table: string, code: string): boolean }

interface Kind {
  fields: Record<string, FieldSpec>;
  /** The row's key in the file, for "repeated" reports. */
  key: (f: Fields) => string;
  check: Check;
  /** Writes the checked rows (a jsonb array), answering one `inserted` per row. */
  write: (tx: Tx, json: string) => Promise<{ inserted: boolean }[]>;
  /** References the checks look up: table → SQL listing its codes as text. */
  references: Record<string, SQL>;
}

const code = { aliases: ['codigo', 'code', 'id', 'cod'], required: true };
const name = { aliases: ['nome', 'name', 'descricao', 'description'], required: true };
const positive = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** Keeps a serial column's sequence past the codes written by hand (the demo and staff add rows later). */
const bumpSequence = (tx: Tx, table: string, column: string) =>
  rows(tx, sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), greatest((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table)}), 1))`);

function numbered(label: string, f: Fields, field = 'code'): number | string {
  return positive(f[field]) ?? `${label} "${f[field]}" is not a positive whole number`;
}

/** INSERT … ON CONFLICT from a jsonb array; the names are this file's constants, the rows a bound parameter. */
const upsert = (table: string, columns: string, record: string, conflict: string, update: string) => (tx: Tx, json: string) =>
  rows<{ inserted: boolean }>(tx, sql`
    INSERT INTO ${sql.identifier(table)} (${sql.raw(columns)})
    SELECT ${sql.raw(columns)} FROM jsonb_to_recordset(${json}::jsonb) AS r(${sql.raw(record)})
    ON CONFLICT (${sql.raw(conflict)}) DO UPDATE SET ${sql.raw(update)} RETURNING (xmax = 0) AS inserted`);

const PLAN_KEY = {
  discipline: { aliases: ['disciplina', 'cod_disciplina'], required: true },
  course: { aliases: ['curso', 'cod_curso'], required: true },
  year: { aliases: ['ano'], required: true },
  semester: { aliases: ['semestre'], required: true },
};

function planKey(f: Fields, known: Known): string | { cod_disciplina: number; cod_curso: number; ano: number; semestre: number } {
  const disciplina = positive(f.discipline);
  if (!disciplina || !known.has('disciplina', String(disciplina))) return `unknown discipline "${f.discipline}"`;
  const curso = positive(f.course);
  if (!curso || !known.has('curso', String(curso))) return `unknown course "${f.course}"`;
  const ano = positive(f.year);
  if (!ano || ano < 1900 || ano > 2999) return `invalid year "${f.year}"`;
  if (f.semester !== '1' && f.semester !== '2') return `invalid semester "${f.semester}" (1 or 2)`;
  return { cod_disciplina: disciplina, cod_curso: curso, ano, semestre: Number(f.semester) };
}

export const ACADEMIC_KINDS: Record<string, Kind> = {
  departments: {
    fields: { code: { ...code, aliases: [...code.aliases, 'cod_departamento', 'departamento'] }, name },
    key: (f) => f.code,
    check: (f) => (f.code.length > 50 ? `code "${f.code}" longer than 50` : { cod_departamento: f.code, nome: f.name }),
    references: {},
    write: upsert('departamento', 'cod_departamento, nome', 'cod_departamento text, nome text', 'cod_departamento', 'nome = excluded.nome'),
  },
  campuses: {
    fields: { code: { ...code, aliases: [...code.aliases, 'cod_campus', 'campus'] }, name: { ...name, aliases: [...name.aliases, 'nome_campus'] } },
    key: (f) => f.code,
    check: (f) => { const c = numbered('code', f); return typeof c === 'string' ? c : { cod_campus: c, nome_campus: f.name }; },
    references: {},
    write: async (tx, json) => {
      const r = await upsert('campus', 'cod_campus, nome_campus', 'cod_campus int, nome_campus text', 'cod_campus', 'nome_campus = excluded.nome_campus')(tx, json);
      await bumpSequence(tx, 'campus', 'cod_campus');
      return r;
    },
  },
  libraries: {
    fields: {
      code: { ...code, aliases: [...code.aliases, 'cod_biblioteca', 'biblioteca'] },
      name: { ...name, aliases: [...name.aliases, 'desc_biblioteca'] },
      campus: { aliases: ['cod_campus'], required: true }, email: { aliases: ['e_mail'] },
    },
    key: (f) => f.code,
    check: (f, known) => {
      const c = numbered('code', f);
      if (typeof c === 'string') return c;
      if (!known.has('campus', f.campus)) return `unknown campus "${f.campus}"`;
      return { cod_biblioteca: c, desc_biblioteca: f.name, cod_campus: Number(f.campus), email: f.email || null };
    },
    references: { campus: sql`SELECT cod_campus::text AS code FROM campus` },
    write: async (tx, json) => {
      const r = await upsert('biblioteca', 'cod_biblioteca, desc_biblioteca, cod_campus, email', 'cod_biblioteca int, desc_biblioteca text, cod_campus int, email text',
        'cod_biblioteca', 'desc_biblioteca = excluded.desc_biblioteca, cod_campus = excluded.cod_campus, email = coalesce(excluded.email, biblioteca.email)')(tx, json);
      await bumpSequence(tx, 'biblioteca', 'cod_biblioteca');
      return r;
    },
  },
  courses: {
    fields: { code: { ...code, aliases: [...code.aliases, 'cod_curso', 'curso'] }, name: { ...name, aliases: [...name.aliases, 'nome_curso'] }, campus: { aliases: ['cod_campus'], required: true } },
    key: (f) => f.code,
    check: (f, known) => {
      const c = numbered('code', f);
      if (typeof c === 'string') return c;
      if (!known.has('campus', f.campus)) return `unknown campus "${f.campus}"`;
      return { cod_curso: c, nome: f.name, cod_campus: Number(f.campus) };
    },
    references: { campus: sql`SELECT cod_campus::text AS code FROM campus` },
    write: async (tx, json) => {
      const r = await upsert('curso', 'cod_curso, nome, cod_campus', 'cod_curso int, nome text, cod_campus int', 'cod_curso', 'nome = excluded.nome, cod_campus = excluded.cod_campus')(tx, json);
      await bumpSequence(tx, 'curso', 'cod_curso');
      return r;
    },
  },
  disciplines: {
    fields: { code: { ...code, aliases: [...code.aliases, 'cod_disciplina', 'disciplina'] }, name: { ...name, aliases: [...name.aliases, 'nome_disciplina'] }, department: { aliases: ['departamento', 'cod_departamento'] } },
    key: (f) => f.code,
    check: (f, known) => {
      const c = numbered('code', f);
      if (typeof c === 'string') return c;
      if (f.department && !known.has('departamento', f.department)) return `unknown department "${f.department}"`;
      return { cod_disciplina: c, nome: f.name, cod_departamento: f.department || null };
    },
    references: { departamento: sql`SELECT cod_departamento AS code FROM departamento` },
    write: upsert('disciplina', 'cod_disciplina, nome, cod_departamento', 'cod_disciplina int, nome text, cod_departamento text', 'cod_disciplina',
      'nome = excluded.nome, cod_departamento = excluded.cod_departamento'),
  },
  professors: {
    fields: { code: { ...code, aliases: [...code.aliases, 'cod_pessoa', 'cod_professor', 'professor'] }, name, email: { aliases: ['e_mail'] }, department: { aliases: ['departamento', 'cod_departamento'] } },
    key: (f) => f.code,
    check: (f, known) => {
      const c = numbered('code', f);
      if (typeof c === 'string') return c;
      if (f.department && !known.has('departamento', f.department)) return `unknown department "${f.department}"`;
      return { cod_pessoa: c, nome: f.name, email: f.email || null, cod_departamento: f.department || null };
    },
    references: { departamento: sql`SELECT cod_departamento AS code FROM departamento` },
    write: upsert('professor', 'cod_pessoa, nome, email, cod_departamento', 'cod_pessoa int, nome text, email text, cod_departamento text', 'cod_pessoa',
      'nome = excluded.nome, email = excluded.email, cod_departamento = excluded.cod_departamento'),
  },
  plans: {
    fields: {
      ...PLAN_KEY, period: { aliases: ['periodo'] }, vacancies: { aliases: ['vagas'] },
      professor: { aliases: ['cod_professor'] }, library: { aliases: ['biblioteca', 'cod_biblioteca'] },
    },
    key: (f) => [f.discipline, f.course, f.year, f.semester].join('/'),
    check: (f, known) => {
      const key = planKey(f, known);
      if (typeof key === 'string') return key;
      const periodo = f.period ? positive(f.period) : null;
      if (f.period && (!periodo || periodo > 20)) return `invalid period "${f.period}"`;
      const vagas = f.vacancies ? positive(f.vacancies) ?? (f.vacancies === '0' ? 0 : null) : 0;
      if (vagas === null) return `invalid vacancies "${f.vacancies}"`;
      if (f.professor && !known.has('professor', f.professor)) return `unknown professor "${f.professor}"`;
      if (f.library && !known.has('biblioteca', f.library)) return `unknown library "${f.library}"`;
      return { ...key, periodo, vagas, cod_professor: f.professor ? Number(f.professor) : null, cod_biblioteca: f.library ? Number(f.library) : null };
    },
    references: {
      disciplina: sql`SELECT cod_disciplina::text AS code FROM disciplina`, curso: sql`SELECT cod_curso::text AS code FROM curso`,
      professor: sql`SELECT cod_pessoa::text AS code FROM professor`, biblioteca: sql`SELECT cod_biblioteca::text AS code FROM biblioteca`,
    },
    write: upsert('plano_ensino', 'cod_disciplina, cod_curso, ano, semestre, periodo, vagas, cod_professor, cod_biblioteca',
      'cod_disciplina int, cod_curso int, ano int, semestre smallint, periodo smallint, vagas int, cod_professor int, cod_biblioteca int',
      'cod_disciplina, cod_curso, ano, semestre',
      'periodo = excluded.periodo, vagas = excluded.vagas, cod_professor = excluded.cod_professor, cod_biblioteca = excluded.cod_biblioteca'),
  },
  bibliography: {
    fields: {
      ...PLAN_KEY, title: { aliases: ['acervo', 'cod_acervo', 'titulo'] }, isbn: { aliases: ['isbn_issn'] },
      type: { aliases: ['tipo', 'bibliografia'], required: true },
    },
    key: (f) => [f.discipline, f.course, f.year, f.semester, f.title || f.isbn].join('/'),
    check: (f, known) => {
      const key = planKey(f, known);
      if (typeof key === 'string') return key;
      const tipo = /^(b|basica|básica|basic)$/i.test(f.type) ? 'basica' : /^(c|complementar|complementary)$/i.test(f.type) ? 'complementar' : null;
      if (!tipo) return `invalid type "${f.type}" (basica or complementar)`;
      if (f.title) return known.has('acervo', f.title) ? { ...key, cod_acervo: Number(f.title), isbn: null, tipo } : `unknown title ${f.title}`;
      const isbn = f.isbn.replace(/[^0-9Xx]/g, '').toUpperCase();
      if (!isbn) return 'no title: give the catalogue code (title) or the ISBN';
      return known.has('isbn', isbn) ? { ...key, cod_acervo: null, isbn, tipo } : `no title in the catalogue has ISBN ${f.isbn}`;
    },
    references: {
      disciplina: sql`SELECT cod_disciplina::text AS code FROM disciplina`, curso: sql`SELECT cod_curso::text AS code FROM curso`,
      acervo: sql`SELECT cod_acervo::text AS code FROM acervo`,
      isbn: sql`SELECT DISTINCT upper(regexp_replace(i, '[^0-9Xx]', '', 'g')) AS code FROM acervo CROSS JOIN LATERAL unnest(isbn) i`,
    },
    write: async (tx, json) => {
      // A bibliography row needs its plan: one is opened (no vacancies known) when the plans file did not list it.
      await rows(tx, sql`
        INSERT INTO plano_ensino (cod_disciplina, cod_curso, ano, semestre)
        SELECT DISTINCT r.cod_disciplina, r.cod_curso, r.ano, r.semestre FROM jsonb_to_recordset(${json}::jsonb)
          AS r(cod_disciplina int, cod_curso int, ano int, semestre smallint)
        ON CONFLICT DO NOTHING`);
      return rows<{ inserted: boolean }>(tx, sql`
        INSERT INTO plano_ensino_acervo (cod_plano, cod_acervo, tipo)
        SELECT p.cod_plano, coalesce(r.cod_acervo, (SELECT min(a.cod_acervo) FROM acervo a CROSS JOIN LATERAL unnest(a.isbn) i
          WHERE upper(regexp_replace(i, '[^0-9Xx]', '', 'g')) = r.isbn)), r.tipo
        FROM jsonb_to_recordset(${json}::jsonb) AS r(cod_disciplina int, cod_curso int, ano int, semestre smallint, cod_acervo int, isbn text, tipo text)
        JOIN plano_ensino p ON p.cod_disciplina = r.cod_disciplina AND p.cod_curso = r.cod_curso AND p.ano = r.ano AND p.semestre = r.semestre
        ON CONFLICT (cod_plano, cod_acervo) DO UPDATE SET tipo = excluded.tipo
        RETURNING (xmax = 0) AS inserted`);
    },
  },
};

export const ACADEMIC_KIND_NAMES = Object.keys(ACADEMIC_KINDS);

/** Loads one CSV of one kind; a row may refer to rows above it in the same file (none do today) or to the database. */
export async function loadAcademic(
  database: Database, kindName: string, file: string, mapping: Record<string, string>, emit: (e: LoadEvent) => void,
): Promise<LoadResult> {
  const kind = ACADEMIC_KINDS[kindName];
  if (!kind) throw new Error(`unknown kind "${kindName}": ${ACADEMIC_KIND_NAMES.join(', ')}`);
  return loadCsvFile(file, kind.fields, mapping, async (input) => {
    const sets = new Map<string, Set<string>>();
    for (const [table, query] of Object.entries(kind.references)) {
      sets.set(table, new Set((await rows<{ code: string }>(database.db, query)).map((r) => r.code)));
    }
    const known: Known = { has: (table, value) => sets.get(table)?.has(value.trim()) ?? false };
    const errors: RowError[] = [];
    const good: Record<string, unknown>[] = [];
    const seen = new Map<string, number>();
    for (const { line, fields } of input) {
      const key = kind.key(fields);
      if (seen.has(key)) { errors.push({ line, reason: `${key}: repeated (line ${seen.get(key)})` }); continue; }
      const checked = kind.check(fields, known);
      if (typeof checked === 'string') { errors.push({ line, reason: checked }); continue; }
      seen.set(key, line);
      good.push(checked);
    }
    if (!good.length) return { created: 0, updated: 0, errors };
    const result = await transaction(database.db, (tx) => kind.write(tx, JSON.stringify(good)));
    const created = result.filter((r) => r.inserted).length;
    return { created, updated: result.length - created, errors };
  }, emit);
}
