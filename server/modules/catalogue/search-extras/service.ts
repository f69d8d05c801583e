/**
 * The special searches' extras (issue 25 item 5, spec §7 Search): the archive's
 * repositories and classifications (the choices of filters R and K), normative acts' and
 * case law's choices, all from `opcao_consulta`; a title's additional titles (MARC 130,
 * 240, 242, 246 and 740) and the analytic records indexed under it (their 773 $w names
 * the host's 001).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { rows } from '../../../db/query';
import type { ResponseBody, Schema } from '../../../http/handlers';

/** `opcao_consulta.grupo` names. The K code of a classification is `area;rota`. */
export const GROUPS = {
  archiveRepository: 'arquivo-repositorio',
  archiveClassification: 'arquivo-classificacao',
  actType: 'ato-tipo',
  actBody: 'ato-orgao',
  actSituation: 'ato-situacao',
  court: 'juris-tribunal',
  caseType: 'juris-tipo',
} as const;

type Option = Schema<'Option'>;

async function optionsOf(ctx: AppContext, groups: string[]): Promise<Map<string, Option[]>> {
  const found = await rows<Option & { grupo: string }>(ctx.database.db, sql`
    SELECT grupo, codigo, descricao FROM opcao_consulta WHERE grupo IN ${groups} ORDER BY grupo, ordem, descricao`);
  const byGroup = new Map<string, Option[]>(groups.map((g) => [g, []]));
  for (const { grupo, codigo, descricao } of found) byGroup.get(grupo)!.push({ codigo, descricao });
  return byGroup;
}

export async function archiveOptions(ctx: AppContext): Promise<ResponseBody<'getArchiveOptions'>> {
  const found = await optionsOf(ctx, [GROUPS.archiveRepository, GROUPS.archiveClassification]);
  return {
    repositorios: found.get(GROUPS.archiveRepository)!,
    classificacoes: found.get(GROUPS.archiveClassification)!.map(({ codigo, descricao }) => {
      const [area, rota = ''] = codigo.split(';');
      return { area, rota, descricao };
    }),
  };
}

export async function normativeActOptions(ctx: AppContext): Promise<ResponseBody<'getNormativeActOptions'>> {
  const found = await optionsOf(ctx, [GROUPS.actType, GROUPS.actBody, GROUPS.actSituation]);
  return { tipos: found.get(GROUPS.actType)!, orgaos: found.get(GROUPS.actBody)!, situacoes: found.get(GROUPS.actSituation)! };
}

export async function jurisprudenceOptions(ctx: AppContext): Promise<ResponseBody<'getJurisprudenceOptions'>> {
  const found = await optionsOf(ctx, [GROUPS.court, GROUPS.caseType]);
  return { tribunais: found.get(GROUPS.court)!, tipos: found.get(GROUPS.caseType)! };
}

const codesOf = (acervos: string[]) => [...new Set(acervos.map(Number))].slice(0, 100);

/** In the order asked; codes that name no title are left out. */
export async function additionalTitles(ctx: AppContext, acervos: string[]): Promise<ResponseBody<'listAdditionalTitles'>> {
  const codes = codesOf(acervos);
  const found = await rows<{ cod_acervo: number; titulos: string[] | null }>(ctx.database.db, sql`
    SELECT a.cod_acervo, ARRAY(
      SELECT DISTINCT ON (t.texto) t.texto FROM (
        SELECT f.ord, btrim(regexp_replace(string_agg(s->>'value', ' ' ORDER BY s.ord2), '\\s*[/:;=.,]+\\s*$', '')) AS texto
        FROM jsonb_array_elements(a.marc->'fields') WITH ORDINALITY AS f(field, ord),
          jsonb_array_elements(f.field->'subfields') WITH ORDINALITY AS s(s, ord2)
        WHERE f.field->>'tag' IN ('130', '240', '242', '246', '740') AND s.s->>'code' IN ('a', 'b', 'n', 'p')
        GROUP BY f.ord
      ) t WHERE t.texto <> '' ORDER BY t.texto, t.ord
    ) AS titulos
    FROM acervo a WHERE a.cod_acervo = ANY(${sql.param(codes)}::int[])`);
  const byCode = new Map(found.map((r) => [r.cod_acervo, r.titulos ?? []]));
  return codes.filter((c) => byCode.has(c)).map((c) => ({ cod_acervo: c, titulos: byCode.get(c)! }));
}

export async function indexedTitles(ctx: AppContext, acervos: string[]): Promise<ResponseBody<'listIndexedTitles'>> {
  const codes = codesOf(acervos);
  const hosts = await rows<{ cod_acervo: number; numero: string }>(ctx.database.db, sql`
    SELECT cod_acervo, regexp_replace(numero_controle, '^[^:]*:', '') AS numero FROM acervo WHERE cod_acervo = ANY(${sql.param(codes)}::int[])`);
  if (hosts.length === 0) return [];
  const parts = await rows<{ host: string; cod_acervo: number; titulo: string; autor: string | null }>(ctx.database.db, sql`
    SELECT DISTINCT regexp_replace(s.s->>'value', '^\\([^)]*\\)\\s*', '') AS host, a.cod_acervo, a.titulo, a.autor
    FROM acervo a, jsonb_array_elements(a.marc->'fields') AS f(field), jsonb_array_elements(f.field->'subfields') AS s(s)
    WHERE f.field->>'tag' = '773' AND s.s->>'code' = 'w'
      AND regexp_replace(s.s->>'value', '^\\([^)]*\\)\\s*', '') = ANY(${sql.param(hosts.map((h) => h.numero))}::text[])
    ORDER BY a.titulo, a.cod_acervo`);
  const byCode = new Map(hosts.map((h) => [h.cod_acervo, h.numero]));
  return codes.filter((c) => byCode.has(c)).map((c) => ({
    cod_acervo: c,
    acervos: parts.filter((p) => p.host === byCode.get(c) && p.cod_acervo !== c).map(({ cod_acervo, titulo, autor }) => ({ cod_acervo, titulo, autor })),
  }));
}
