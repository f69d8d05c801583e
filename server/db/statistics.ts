/**
 * The planner's statistics after bulk writes. PGlite has no autovacuum: a catalogue imported
 * or harvested into it would keep no statistics and an unmerged full-text pending list, and
 * every search would read the whole catalogue (seen at demo size: 7–8 ms for a count that
 * takes 1.8 ms once analysed). PostgreSQL's autovacuum gets there on its own, some minutes
 * later; an ANALYZE right after a large import makes the first searches fast too.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './connect';
import { rows } from './query';

/** VACUUM ANALYZE on PGlite (statistics and the GIN pending list), ANALYZE on PostgreSQL. */
export async function refreshStatistics(database: Database): Promise<void> {
  await database.exec(database.kind === 'pglite' ? 'VACUUM ANALYZE' : 'ANALYZE');
}

/**
 * On PGlite at start: a catalogue whose statistics are missing or far behind its titles (a
 * data folder filled before the importer analysed after itself) gets them once. Returns
 * whether it ran.
 */
export async function analyseIfStale(database: Database): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  // reltuples: the planner's idea of the table's size, as of its last VACUUM or ANALYZE (the
  // migrations leave 0, or -1 before any). More than twice that, plus a margin, is stale.
  const [row] = await rows<{ stale: boolean }>(database.db, sql`
    SELECT (SELECT count(*) FROM acervo) > 2 * greatest(c.reltuples, 0) + 50 AS stale
    FROM pg_class c WHERE c.oid = 'acervo'::regclass`);
  if (!row?.stale) return false;
  await refreshStatistics(database);
  return true;
}
