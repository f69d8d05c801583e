/**
 * Teaching plans (spec §3, §5, §7): a discipline taught in a course, a year and a semester,
 * with its vacancies and its bibliography linked to catalogue titles. The search answers each
 * plan with the titles' copies and loans and how many copies each is short, so a professor
 * sees which required books the library lacks.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { rows } from '../../../db/query';
import { unprocessable } from '../../../http/errors';
import type { QueryParams, ResponseBody, Schema } from '../../../http/handlers';

/** Vacancies per copy a basic title needs, and the copies a complementary title needs (the MEC assessment's usual bar). */
export const VACANCIES_PER_BASIC_COPY = 5;
export const COMPLEMENTARY_COPIES = 2;

/** §5: the search needs at least one field. */
export const TEACHING_PLAN_FIELD_REQUIRED = 'error.teaching-plan-field-required';

/** Copies a title is short of for a plan with `vagas` vacancies (0 when it has enough). */
export function copiesShort(tipo: 'basica' | 'complementar', vagas: number, exemplares: number): number {
  const need = tipo === 'basica' ? Math.ceil(Math.max(vagas, 1) / VACANCIES_PER_BASIC_COPY) : COMPLEMENTARY_COPIES;
  return Math.max(0, need - exemplares);
}

export async function teachingPlanOptions(ctx: AppContext): Promise<ResponseBody<'getTeachingPlanOptions'>> {
  const { db } = ctx.database;
  const [departamentos, disciplinas, bibliotecas] = await Promise.all([
    rows<Schema<'Option'>>(db, sql`SELECT cod_departamento AS codigo, nome AS descricao FROM departamento ORDER BY nome`),
    rows<Schema<'Discipline'>>(db, sql`
      SELECT d.cod_disciplina, d.nome AS nome_disciplina FROM disciplina d
      WHERE EXISTS (SELECT 1 FROM plano_ensino p WHERE p.cod_disciplina = d.cod_disciplina) ORDER BY d.nome`),
    rows<Schema<'Library'>>(db, sql`SELECT cod_biblioteca, desc_biblioteca, cod_campus FROM biblioteca ORDER BY desc_biblioteca`),
  ]);
  return { departamentos, disciplinas, bibliotecas };
}

type Filters = QueryParams<'searchTeachingPlans'>;

interface PlanRow {
  cod_plano: number; curso: string; ano: number; semestre: number; periodo: number | null; disciplina: string; vagas: number;
}
interface TitleRow {
  cod_plano: number; cod_acervo: number; titulo: string; autor: string | null; tipo: 'basica' | 'complementar';
  exemplares: number; emprestimos: number;
}

export async function searchTeachingPlans(ctx: AppContext, f: Filters): Promise<ResponseBody<'searchTeachingPlans'>> {
  const departamento = f.departamento?.trim();
  if (!departamento && !f.ano && !f.semestre && !f.periodo && !f.disciplina && !f.biblioteca) {
    throw unprocessable(TEACHING_PLAN_FIELD_REQUIRED);
  }
  const { db } = ctx.database;
  const plans = await rows<PlanRow>(db, sql`
    SELECT p.cod_plano, c.nome AS curso, p.ano, p.semestre::int AS semestre, p.periodo::int AS periodo, d.nome AS disciplina, p.vagas
    FROM plano_ensino p JOIN disciplina d ON d.cod_disciplina = p.cod_disciplina JOIN curso c ON c.cod_curso = p.cod_curso
    WHERE ${departamento ? sql`d.cod_departamento = ${departamento}` : sql`true`}
      AND ${f.ano ? sql`p.ano = ${f.ano}` : sql`true`}
      AND ${f.semestre ? sql`p.semestre = ${f.semestre}` : sql`true`}
      AND ${f.periodo ? sql`p.periodo = ${f.periodo}` : sql`true`}
      AND ${f.disciplina ? sql`p.cod_disciplina = ${f.disciplina}` : sql`true`}
      AND ${f.biblioteca ? sql`(p.cod_biblioteca = ${f.biblioteca} OR p.cod_biblioteca IS NULL)` : sql`true`}
    ORDER BY p.ano DESC, p.semestre DESC, d.nome, c.nome LIMIT 200`);
  if (!plans.length) return [];
  // Copies count in the chosen library when one is given, else in all of them.
  const titles = await rows<TitleRow>(db, sql`
    SELECT pa.cod_plano, a.cod_acervo, a.titulo, a.autor, pa.tipo,
      (SELECT count(*)::int FROM exemplar e WHERE e.cod_acervo = a.cod_acervo
        AND e.situacao <> 'extraviado' ${f.biblioteca ? sql`AND e.cod_biblioteca = ${f.biblioteca}` : sql``}) AS exemplares,
      (SELECT coalesce(sum(s.total), 0)::int FROM estatistica_emprestimo s WHERE s.cod_acervo = a.cod_acervo) AS emprestimos
    FROM plano_ensino_acervo pa JOIN acervo a ON a.cod_acervo = pa.cod_acervo
    WHERE pa.cod_plano = ANY(${sql.param(plans.map((p) => p.cod_plano))}::int[])
    ORDER BY pa.tipo, a.titulo`);
  return plans.map((p) => {
    const bibliografia = titles.filter((t) => t.cod_plano === p.cod_plano).map((t) => ({
      cod_acervo: t.cod_acervo, titulo: t.titulo, autor: t.autor, tipo: t.tipo, exemplares: t.exemplares,
      emprestimos: t.emprestimos, faltam: copiesShort(t.tipo, p.vagas, t.exemplares),
    }));
    return {
      curso: p.curso, ano: p.ano, semestre: p.semestre, periodo: p.periodo, disciplina: p.disciplina, vagas: p.vagas,
      total_emprestimos: bibliografia.reduce((sum, t) => sum + t.emprestimos, 0), bibliografia,
    };
  });
}
