/** A title's details, MARC rows and copies (spec §7 Holdings). */
import { sql } from 'drizzle-orm';
import { rows } from '../../../db/query';
import { toMarcRows } from '../../../marc/rows';
import type { AppContext } from '../../../context';
import type { ResponseBody } from '../../../http/handlers';
import { titleDetail, titleRecord } from '../core';

export async function title(ctx: AppContext, id: number): Promise<ResponseBody<'getTitle'>> {
  const { assuntos, ...row } = await titleDetail(ctx, id);
  return { ...row, assunto: assuntos, desc_tipo_area_conhec: null };
}

export async function titleMarc(ctx: AppContext, id: number): Promise<ResponseBody<'getTitleMarc'>> {
  return toMarcRows((await titleRecord(ctx, id)).marc);
}

export async function titleCopies(ctx: AppContext, id: number, codBiblioteca?: number): Promise<ResponseBody<'getTitleCopies'>> {
  await titleRecord(ctx, id);
  return rows<ResponseBody<'getTitleCopies'>[number]>(ctx.database.db, sql`
    SELECT x.cod_exemplar, x.cod_biblioteca, b.desc_biblioteca, x.volume, x.tomo, x.parte, x.material_adicional,
      x.tipo_emprestimo, x.localizacao, x.colecao, x.situacao,
      (SELECT to_char(max(e.data_devolucao_prevista), 'YYYY-MM-DD') FROM emprestimo e
        WHERE e.cod_exemplar = x.cod_exemplar AND e.data_devolucao IS NULL) AS data_devolucao_prevista
    FROM exemplar x JOIN biblioteca b ON b.cod_biblioteca = x.cod_biblioteca
    WHERE x.cod_acervo = ${id} AND x.situacao <> 'baixado' ${codBiblioteca === undefined ? sql`` : sql`AND x.cod_biblioteca = ${codBiblioteca}`}
    ORDER BY b.desc_biblioteca, x.volume, x.cod_exemplar`);
}
