/** A title's details, MARC rows and copies (spec §7 Holdings). */
import { and, asc, eq, sql } from 'drizzle-orm';
import { biblioteca, emprestimo, exemplar } from '../../db/schema';
import { toMarcRows } from '../../marc/rows';
import type { AppContext } from '../../context';
import type { ResponseBody } from '../../http/handlers';
import { titleRecord, titleRows } from '../../catalogue';

export async function title(ctx: AppContext, id: number): Promise<ResponseBody<'getTitle'>> {
  const row = await titleRecord(ctx, id);
  const summary = (await titleRows(ctx.database.db, [id])).get(id)!;
  return {
    ...summary,
    assunto: row.assuntos,
    descricao_fisica: row.descricaoFisica,
    edicao: row.edicao,
    editora: row.editora,
    local_publicacao: row.localPublicacao,
    isbn: row.isbn,
    issn: row.issn,
    serie: row.serie,
    notas: row.notas,
    dados_adicionais: row.dadosAdicionais,
    cod_tipo_area_conhec: row.codTipoAreaConhec,
    desc_tipo_area_conhec: null,
    cod_area_conhecimento: row.codAreaConhecimento,
    rota: row.rota,
    tipo_contido: row.tipoContido,
    numero_controle: row.numeroControle,
  };
}

export async function titleMarc(ctx: AppContext, id: number): Promise<ResponseBody<'getTitleMarc'>> {
  return toMarcRows((await titleRecord(ctx, id)).marc);
}

export async function titleCopies(ctx: AppContext, id: number, codBiblioteca?: number): Promise<ResponseBody<'getTitleCopies'>> {
  await titleRecord(ctx, id);
  const rows = await ctx.database.db
    .select({
      cod_exemplar: exemplar.codExemplar, cod_biblioteca: exemplar.codBiblioteca, desc_biblioteca: biblioteca.descBiblioteca,
      volume: exemplar.volume, tomo: exemplar.tomo, parte: exemplar.parte, material_adicional: exemplar.materialAdicional,
      tipo_emprestimo: exemplar.tipoEmprestimo, localizacao: exemplar.localizacao, colecao: exemplar.colecao,
      situacao: exemplar.situacao,
      data_devolucao_prevista: sql<string | null>`(SELECT to_char(max(${emprestimo.dataDevolucaoPrevista}), 'YYYY-MM-DD') FROM ${emprestimo}
        WHERE ${emprestimo.codExemplar} = ${exemplar.codExemplar} AND ${emprestimo.dataDevolucao} IS NULL)`,
    })
    .from(exemplar)
    .innerJoin(biblioteca, eq(biblioteca.codBiblioteca, exemplar.codBiblioteca))
    .where(and(eq(exemplar.codAcervo, id), codBiblioteca === undefined ? undefined : eq(exemplar.codBiblioteca, codBiblioteca)))
    .orderBy(asc(biblioteca.descBiblioteca), asc(exemplar.volume), asc(exemplar.codExemplar));
  return rows as ResponseBody<'getTitleCopies'>;
}
