/**
 * The choices a hold or loan-request form offers: one per library and volume / tome / part /
 * material combination of a title's copies, with how many of them are on the shelf now;
 * and the offer both forms open with (the title, those choices, and why the patron may not).
 */
import { sql } from 'drizzle-orm';
import { notForLoanType, titleOr404 } from '../../catalogue';
import { rows, type Executor } from '../../../db/query';
import { COPY } from '../core';

/** Copy loan types and states that matter for holds and loans. */
export const LOANABLE = {
  /** States of a copy that a hold can wait for. */
  holdStates: [COPY.onLoan, COPY.setAside] as string[],
};

export interface Combination { volume: string | null; tomo: string | null; parte: string | null; material_adicional: string | null }

/** Copies `e` of exactly this combination (null matches null). */
export const sameCombination = (c: Combination) => sql`e.volume IS NOT DISTINCT FROM ${c.volume}
  AND e.tomo IS NOT DISTINCT FROM ${c.tomo} AND e.parte IS NOT DISTINCT FROM ${c.parte}
  AND e.material_adicional IS NOT DISTINCT FROM ${c.material_adicional}`;

export interface CopyOptionRow {
  cod_biblioteca: number; desc_biblioteca: string; volume: string | null; tomo: string | null; parte: string | null;
  material_adicional: string | null; localizacao: string | null; disponiveis: number; total: number; reservaveis: number;
}

export async function copyOptions(ex: Executor, codAcervo: number): Promise<CopyOptionRow[]> {
  return rows<CopyOptionRow>(ex, sql`
    SELECT e.cod_biblioteca, b.desc_biblioteca, e.volume, e.tomo, e.parte, e.material_adicional, min(e.localizacao) AS localizacao,
      count(*) FILTER (WHERE e.situacao = ${COPY.onShelf} AND NOT ${notForLoanType(sql`e.tipo_emprestimo`)})::int AS disponiveis,
      count(*)::int AS total,
      count(*) FILTER (WHERE e.situacao IN ${LOANABLE.holdStates} AND NOT ${notForLoanType(sql`e.tipo_emprestimo`)})::int AS reservaveis
    FROM exemplar e JOIN biblioteca b ON b.cod_biblioteca = e.cod_biblioteca
    WHERE e.cod_acervo = ${codAcervo} AND e.situacao <> ${COPY.withdrawn}
    GROUP BY e.cod_biblioteca, b.desc_biblioteca, e.volume, e.tomo, e.parte, e.material_adicional
    ORDER BY b.desc_biblioteca, e.volume NULLS FIRST, e.tomo NULLS FIRST, e.parte NULLS FIRST, e.material_adicional NULLS FIRST`);
}

/**
 * What the hold and loan-request forms open with: the title (or the 404), its copy choices,
 * and `motivo`, the 422 key of why the patron may not go on (null: they may), which
 * `refusal` decides from the choices.
 */
export async function titleOffer(ex: Executor, codAcervo: number, refusal: (options: CopyOptionRow[]) => Promise<string | null>) {
  const { titulo } = await titleOr404(ex, codAcervo);
  const options = await copyOptions(ex, codAcervo);
  return { cod_acervo: codAcervo, titulo, motivo: await refusal(options), opcoes: options.map(({ reservaveis: _, ...o }) => o) };
}
