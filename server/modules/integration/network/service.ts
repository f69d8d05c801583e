/**
 * The network catalogue (Rede Pergamum): other institutions' records, searched like the
 * local catalogue with facets Z (institution), T, Y and I. Any failure of the network base
 * answers a 500 carrying REDE_PERGAMUM_INDISPONIVEL, which the PWA shows as 'Rede Pergamum
 * service not available!'.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { rows } from '../../../db/query';
import { HttpError, notFound } from '../../../http/errors';
import { toMarcRows } from '../../../marc/rows';
import type { MarcRecord } from '../../../marc/types';
import type { ResponseBody, Schema } from '../../../http/handlers';
import { NO_DATE, describeFacets, type RawFacet } from '../../catalogue';
import { oaiInstitutions as harvestedInstitutions } from '../harvest';

export const NETWORK_UNAVAILABLE = 'REDE_PERGAMUM_INDISPONIVEL';

type NetLetter = 'Z' | 'T' | 'Y' | 'I';
type NetFilters = Partial<Record<NetLetter, string[]>>;

function parseNetworkFilters(values: string[] | undefined): NetFilters {
  const out: NetFilters = {};
  for (const raw of values ?? []) {
    const [letter, code = ''] = [raw.slice(0, raw.indexOf(':')), raw.slice(raw.indexOf(':') + 1).trim()];
    const ok = letter === 'Y' ? code === NO_DATE || /^\d{1,4}$/.test(code)
      : letter === 'I' ? /^[a-z]{2,3}$/.test(code) : (letter === 'Z' || letter === 'T') && /^\d{1,9}$/.test(code);
    if (ok && !out[letter as NetLetter]?.includes(code)) (out[letter as NetLetter] ??= []).push(code);
  }
  return out;
}

function condition(letter: NetLetter, codes: string[]): SQL {
  const ints = sql`${sql.param(codes.filter((c) => c !== NO_DATE).map(Number))}::int[]`;
  switch (letter) {
    case 'Z': return sql`m.cod_empresa = ANY(${ints})`;
    case 'T': return sql`m.cod_tipo_obra = ANY(${ints})`;
    case 'I': return sql`m.idioma = ANY(${sql.param(codes)}::text[])`;
    case 'Y': return codes.includes(NO_DATE) ? sql`(m.ano_publicacao = ANY(${ints}) OR m.ano_publicacao IS NULL)` : sql`m.ano_publicacao = ANY(${ints})`;
  }
}
const all = (f: NetFilters, except?: NetLetter) => {
  const parts = (Object.keys(f) as NetLetter[]).filter((l) => l !== except).map((l) => condition(l, f[l]!));
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
};

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) throw error;
    throw new HttpError(500, NETWORK_UNAVAILABLE);
  }
}

export interface NetworkSearch { termo: string; pagina: number; quantPag: number; filtros?: string[] }

export function searchNetwork(db: Db, q: NetworkSearch): Promise<ResponseBody<'searchNetwork'>> {
  return guarded(async () => {
    const filters = parseNetworkFilters(q.filtros);
    const count = (l: NetLetter) => sql`count(*) FILTER (WHERE ${all(filters, l)})`;
    const [row] = await rows<{ total: number; page: number[] | null; facets: RawFacet[] | null }>(db, sql`
      WITH q AS (SELECT websearch_to_tsquery('pt_unaccent', texto_de_busca(${q.termo})) AS q),
      m AS MATERIALIZED (SELECT r.id, r.cod_empresa, r.cod_tipo_obra, r.ano_publicacao, r.idioma, ts_rank_cd(r.tsv, q.q) AS rank
        FROM rede_acervo r, q WHERE r.tsv @@ q.q),
      f AS (SELECT * FROM m WHERE ${all(filters)})
      SELECT (SELECT count(*)::int FROM f) AS total,
        (SELECT json_agg(id) FROM (SELECT id FROM f ORDER BY rank DESC, id LIMIT ${q.quantPag} OFFSET ${(q.pagina - 1) * q.quantPag}) p) AS page,
        (SELECT json_agg(x) FROM (
          SELECT 'Z' AS tipo, cod_empresa::text AS codigo, ${count('Z')} AS total, count(*) AS sem FROM m GROUP BY 2
          UNION ALL SELECT 'T', cod_tipo_obra::text, ${count('T')}, count(*) FROM m GROUP BY 2
          UNION ALL SELECT 'Y', coalesce(ano_publicacao::text, ${NO_DATE}), ${count('Y')}, count(*) FROM m GROUP BY 2
          UNION ALL SELECT 'I', idioma, ${count('I')}, count(*) FROM m WHERE idioma IS NOT NULL GROUP BY 2) x) AS facets`);
    const ids = row.page ?? [];
    const items = ids.length ? await summaries(db, ids) : new Map<number, NetworkSummary>();
    return {
      total: Number(row.total), pagina: q.pagina, quantPag: q.quantPag,
      data: ids.map((id) => items.get(id)).filter((t): t is NetworkSummary => !!t),
      filtros: await describeFacets(db, row.facets ?? [], filters),
    };
  });
}

type NetworkSummary = Schema<'NetworkTitleSummary'>;

async function summaries(db: Db, ids: number[]) {
  const found = await rows<NetworkSummary & { n: number; marc?: MarcRecord }>(db, sql`
    SELECT r.id AS n, r.id::text AS id, t.descricao AS tipo_obra, r.titulo, r.autor, r.ano_publicacao, r.idioma,
      json_build_object('cod_empresa', i.cod_empresa, 'desc_empresa', i.desc_empresa) AS instituicao
    FROM rede_acervo r JOIN tipo_obra t ON t.cod_tipo_obra = r.cod_tipo_obra JOIN rede_instituicao i ON i.cod_empresa = r.cod_empresa
    WHERE r.id = ANY(${sql.param(ids)}::int[])`);
  return new Map(found.map(({ n, ...r }) => [Number(n), r]));
}

export function networkTitle(db: Db, id: string): Promise<ResponseBody<'getNetworkTitle'>> {
  return guarded(async () => {
    if (!/^\d{1,9}$/.test(id)) throw notFound('error.network-record-not-found');
    const [row] = await rows<{ marc: MarcRecord; ano_publicacao: number | null } & Omit<NetworkSummary, 'idioma'>>(db, sql`
      SELECT r.id::text AS id, t.descricao AS tipo_obra, r.titulo, r.autor, r.ano_publicacao, r.marc,
        json_build_object('cod_empresa', i.cod_empresa, 'desc_empresa', i.desc_empresa) AS instituicao
      FROM rede_acervo r JOIN tipo_obra t ON t.cod_tipo_obra = r.cod_tipo_obra JOIN rede_instituicao i ON i.cod_empresa = r.cod_empresa
      WHERE r.id = ${Number(id)}`);
    if (!row) throw notFound('error.network-record-not-found');
    return { ...row, acervo: Number(row.id), marc: toMarcRows(row.marc) };
  });
}

export function oaiInstitutions(db: Db): Promise<ResponseBody<'listOaiInstitutions'>> {
  return guarded(() => harvestedInstitutions(db));
}
