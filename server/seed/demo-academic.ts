/**
 * The demo's academic data (issue 24 item 4): departments, disciplines, professors, teaching
 * plans of the demo courses for this year's semesters with a bibliography drawn from each
 * course's titles, and the expired registration of the demo account `vencido` (issue 23).
 * Deterministic: everything follows the codes and names the earlier steps wrote.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { exec } from '../db/query';

const DEPARTMENTS = [
  ['EXA', 'Ciências Exatas e Tecnológicas'], ['SAU', 'Ciências da Saúde'], ['HUM', 'Ciências Humanas e Sociais'],
  ['ART', 'Artes e Comunicação'], ['AGR', 'Ciências Agrárias e do Mar'],
] as const;

/** Discipline code, name, department, and the demo course (by name) it is taught in. */
const DISCIPLINES = [
  [101, 'Algoritmos e Estruturas de Dados', 'EXA', 'Engenharia Civil'],
  [104, 'Introdução ao Direito', 'HUM', 'Direito'],
  [105, 'História do Brasil Colonial', 'HUM', 'História'],
  [102, 'Cálculo Diferencial e Integral I', 'EXA', 'Engenharia Civil'],
  [103, 'Resistência dos Materiais', 'EXA', 'Engenharia Civil'],
  [201, 'Anatomia Humana', 'SAU', 'Medicina'],
  [202, 'Fisiologia', 'SAU', 'Medicina'],
  [301, 'Teoria Sociológica Clássica', 'HUM', 'Ciências Sociais'],
  [302, 'Fundamentos da Educação', 'HUM', 'Pedagogia'],
  [303, 'Representação Descritiva', 'HUM', 'Biblioteconomia'],
  [401, 'Harmonia I', 'ART', 'Música'],
  [501, 'Oceanografia Física', 'AGR', 'Oceanografia'],
  [502, 'Fitotecnia', 'AGR', 'Agronomia'],
] as const;

const PROFESSORS = [
  [9001, 'Helena Martins', 'EXA'], [9002, 'Roberto Almeida Cunha', 'EXA'], [9003, 'Fernanda Lopes Ribeiro', 'SAU'],
  [9004, 'Gustavo Henrique Prado', 'HUM'], [9005, 'Juliana Sato Moreira', 'ART'], [9006, 'Paulo César Nogueira', 'AGR'],
] as const;

export async function insertAcademicData(database: Database): Promise<void> {
  const { db } = database;
  await exec(db, sql`
    INSERT INTO departamento (cod_departamento, nome)
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(DEPARTMENTS.map(([c, n]) => ({ c, n })))}::jsonb) AS r(c text, n text)
    ON CONFLICT DO NOTHING`);
  await exec(db, sql`
    INSERT INTO disciplina (cod_disciplina, nome, cod_departamento)
    SELECT r.c, r.n, r.d FROM jsonb_to_recordset(${JSON.stringify(DISCIPLINES.map(([c, n, d]) => ({ c, n, d })))}::jsonb) AS r(c int, n text, d text)
    ON CONFLICT DO NOTHING`);
  await exec(db, sql`
    INSERT INTO professor (cod_pessoa, nome, email, cod_departamento)
    SELECT r.c, r.n, lower(replace(r.n, ' ', '.')) || '@universidade.example.br', r.d
    FROM jsonb_to_recordset(${JSON.stringify(PROFESSORS.map(([c, n, d]) => ({ c, n, d })))}::jsonb) AS r(c int, n text, d text)
    ON CONFLICT DO NOTHING`);
  // Each discipline in its course, first and second semester of this year; the professor of its department.
  await exec(db, sql`
    INSERT INTO plano_ensino (cod_disciplina, cod_curso, ano, semestre, periodo, vagas, cod_professor)
    SELECT r.c, k.cod_curso, extract(year FROM current_date)::int, s.semestre, 1 + r.c % 8, 20 + (r.c % 5) * 10,
      (SELECT min(p.cod_pessoa) FROM professor p WHERE p.cod_departamento = r.d)
    FROM jsonb_to_recordset(${JSON.stringify(DISCIPLINES.map(([c, , d, k]) => ({ c, d, k })))}::jsonb) AS r(c int, d text, k text)
    JOIN curso k ON k.nome = r.k CROSS JOIN (VALUES (1), (2)) AS s(semestre)
    ON CONFLICT DO NOTHING`);
  // The bibliography: five titles (three basic, two complementary), the course's own first, a different slice per discipline.
  await exec(db, sql`
    INSERT INTO plano_ensino_acervo (cod_plano, cod_acervo, tipo)
    SELECT p.cod_plano, t.cod_acervo, CASE WHEN t.n <= 3 THEN 'basica' ELSE 'complementar' END
    FROM plano_ensino p
    CROSS JOIN LATERAL (
      SELECT o.cod_acervo, row_number() OVER (ORDER BY o.fora, o.cod_acervo) AS n FROM (
        SELECT a.cod_acervo, ca.cod_acervo IS NULL AS fora FROM acervo a
        LEFT JOIN curso_acervo ca ON ca.cod_acervo = a.cod_acervo AND ca.cod_curso = p.cod_curso
        ORDER BY ca.cod_acervo IS NULL, a.cod_acervo OFFSET (p.cod_disciplina % 7) LIMIT 5) o) t
    ON CONFLICT DO NOTHING`);
  await exec(db, sql`UPDATE pessoa SET validade_matricula = current_date - 30 WHERE login = 'vencido'`);
}
