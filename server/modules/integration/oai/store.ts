/**
 * What OAI-PMH reads and writes in the database. A record's datestamp is `acervo.atualizado_em`
 * (import, record replacement and every copy change a harvester would see move it); a
 * withdrawn title is a row of `acervo_excluido` (its own datestamp and the sets it was in).
 * Lists are keyset pages on (datestamp, id): live titles and tombstones are two index scans
 * merged, so a deep page costs what the first does.
 */
import { sql, type SQL } from 'drizzle-orm';
import { COPY } from '../../../../openapi/circulation-states';
import type { AppContext } from '../../../context';
import { one, rows } from '../../../db/query';
import type { MarcRecord } from '../../../marc/types';

const STAMP_SQL = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A set's spec as a condition on the live titles `a` and on the tombstones `e`; null: no such set can exist. */
export function setFilter(spec: string | null): { live: SQL; deleted: SQL } | null {
  if (spec === null) return { live: sql``, deleted: sql`` };
  const library = /^biblioteca:([1-9]\d{0,8})$/.exec(spec);
  if (library) {
    return {
      live: sql`AND EXISTS (SELECT 1 FROM exemplar x WHERE x.cod_acervo = a.cod_acervo AND x.cod_biblioteca = ${Number(library[1])}
        AND x.situacao <> ${COPY.withdrawn})`,
      deleted: sql`AND ${spec} = ANY(e.conjuntos)`,
    };
  }
  const type = /^tipo:(\d{1,9})$/.exec(spec);
  if (type) return { live: sql`AND a.cod_tipo_obra = ${Number(type[1])}`, deleted: sql`AND ${spec} = ANY(e.conjuntos)` };
  return null;
}

export interface ListQuery {
  set: string | null;
  fromMs: number | null;
  untilMs: number | null;
  after: { stamp: string; id: number } | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

function conditions(q: ListQuery, column: SQL, id: SQL) {
  const parts: SQL[] = [];
  if (q.fromMs !== null) parts.push(sql`AND ${column} >= ${iso(q.fromMs)}::timestamptz`);
  // until is inclusive at second granularity: everything before the next second.
  if (q.untilMs !== null) parts.push(sql`AND ${column} < ${iso(q.untilMs + 1000)}::timestamptz`);
  if (q.after) parts.push(sql`AND (${column}, ${id}) > (${q.after.stamp}::timestamptz, ${q.after.id}::int)`);
  return sql.join(parts, sql` `);
}

export interface HeaderRow { id: number; stamp: string; excluido: boolean }

/** Up to `limit` headers after the cursor, in (datestamp, id) order. */
export async function headerPage(ctx: AppContext, q: ListQuery, limit: number): Promise<HeaderRow[]> {
  const filter = setFilter(q.set);
  if (!filter) return [];
  return rows<HeaderRow>(ctx.database.db, sql`
    SELECT id, ${STAMP_SQL(sql`ts`)} AS stamp, excluido FROM (
      (SELECT a.cod_acervo AS id, a.atualizado_em AS ts, false AS excluido FROM acervo a
        WHERE NOT EXISTS (SELECT 1 FROM acervo_excluido d WHERE d.cod_acervo = a.cod_acervo)
          ${conditions(q, sql`a.atualizado_em`, sql`a.cod_acervo`)} ${filter.live}
        ORDER BY a.atualizado_em, a.cod_acervo LIMIT ${limit})
      UNION ALL
      (SELECT e.cod_acervo, e.excluido_em, true FROM acervo_excluido e
        WHERE true ${conditions(q, sql`e.excluido_em`, sql`e.cod_acervo`)} ${filter.deleted}
        ORDER BY e.excluido_em, e.cod_acervo LIMIT ${limit})
    ) page ORDER BY ts, id LIMIT ${limit}`);
}

/**
 * Lists longer than this have no completeListSize (the attribute is optional): counting a
 * million titles costs ~200 ms on PostgreSQL, counting up to the cap a few, and a harvester
 * of a big list gets its progress from the cursor.
 */
export const COUNT_CAP = 10_000;

/** How many records the whole list holds, when at most COUNT_CAP (asked once, on a list's first page); else null. */
export async function listSize(ctx: AppContext, q: ListQuery): Promise<number | null> {
  const filter = setFilter(q.set);
  if (!filter) return 0;
  const row = await one<{ n: string | number }>(ctx.database.db, sql`
    SELECT count(*) AS n FROM (
      (SELECT 1 FROM acervo a
        WHERE NOT EXISTS (SELECT 1 FROM acervo_excluido d WHERE d.cod_acervo = a.cod_acervo)
          ${conditions(q, sql`a.atualizado_em`, sql`a.cod_acervo`)} ${filter.live} LIMIT ${COUNT_CAP + 1})
      UNION ALL
      (SELECT 1 FROM acervo_excluido e WHERE true ${conditions(q, sql`e.excluido_em`, sql`e.cod_acervo`)} ${filter.deleted} LIMIT ${COUNT_CAP + 1})
    ) counted`);
  const n = Number(row?.n ?? 0);
  return n > COUNT_CAP ? null : n;
}

export interface RecordRow { id: number; marc: MarcRecord | null; sets: string[] }

const liveSets = sql`array['tipo:' || a.cod_tipo_obra] || ARRAY(SELECT DISTINCT 'biblioteca:' || x.cod_biblioteca FROM exemplar x
  WHERE x.cod_acervo = a.cod_acervo AND x.situacao <> ${COPY.withdrawn} ORDER BY 1)`;

/** The sets (and, when asked, the MARC) of live titles. */
export async function liveRecords(ctx: AppContext, ids: number[], withMarc: boolean): Promise<Map<number, RecordRow>> {
  if (!ids.length) return new Map();
  const found = await rows<RecordRow>(ctx.database.db, sql`
    SELECT a.cod_acervo AS id, ${withMarc ? sql`a.marc` : sql`null::jsonb`} AS marc, ${liveSets} AS sets
    FROM acervo a WHERE a.cod_acervo = ANY(${sql.param(ids)}::int[])`);
  return new Map(found.map((r) => [r.id, r]));
}

export async function deletedSets(ctx: AppContext, ids: number[]): Promise<Map<number, string[]>> {
  if (!ids.length) return new Map();
  const found = await rows<{ id: number; sets: string[] }>(ctx.database.db, sql`
    SELECT cod_acervo AS id, conjuntos AS sets FROM acervo_excluido WHERE cod_acervo = ANY(${sql.param(ids)}::int[])`);
  return new Map(found.map((r) => [r.id, r.sets]));
}

/** One title's header: live, deleted, or undefined when it never existed. */
export async function oneHeader(ctx: AppContext, id: number): Promise<HeaderRow | undefined> {
  return one<HeaderRow>(ctx.database.db, sql`
    SELECT coalesce(e.cod_acervo, a.cod_acervo) AS id, ${STAMP_SQL(sql`coalesce(e.excluido_em, a.atualizado_em)`)} AS stamp,
      e.cod_acervo IS NOT NULL AS excluido
    FROM (SELECT ${id}::int AS id) k
    LEFT JOIN acervo a ON a.cod_acervo = k.id LEFT JOIN acervo_excluido e ON e.cod_acervo = k.id
    WHERE a.cod_acervo IS NOT NULL OR e.cod_acervo IS NOT NULL`);
}

export async function earliestStamp(ctx: AppContext): Promise<string | null> {
  const row = await one<{ stamp: string | null }>(ctx.database.db, sql`
    SELECT ${STAMP_SQL(sql`least((SELECT min(atualizado_em) FROM acervo), (SELECT min(excluido_em) FROM acervo_excluido))`)} AS stamp`);
  return row?.stamp ?? null;
}

export interface SetRow { spec: string; name: string }

/** The sets that exist: libraries holding a copy still in the collection, types of work some title has. */
export async function existingSets(ctx: AppContext): Promise<SetRow[]> {
  return rows<SetRow>(ctx.database.db, sql`
    SELECT 'biblioteca:' || b.cod_biblioteca AS spec, b.desc_biblioteca AS name FROM biblioteca b
      WHERE EXISTS (SELECT 1 FROM exemplar x WHERE x.cod_biblioteca = b.cod_biblioteca AND x.situacao <> ${COPY.withdrawn})
    UNION ALL
    SELECT 'tipo:' || t.cod_tipo_obra, t.descricao FROM tipo_obra t
      WHERE EXISTS (SELECT 1 FROM acervo a WHERE a.cod_tipo_obra = t.cod_tipo_obra)
    ORDER BY 1`);
}

export async function repositoryName(ctx: AppContext): Promise<string> {
  const row = await one<{ nome: string }>(ctx.database.db, sql`SELECT nome FROM instituicao WHERE id = 1`);
  return row?.nome || 'Catálogo';
}

