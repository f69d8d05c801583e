/**
 * Replacing one title's record in place (the cataloguer's "replace from a MARC file",
 * issue 23): the importer's extracted values written over the row with that cod_acervo,
 * so the title keeps its id and with it its copies, loans, holds and comments. Like the
 * batched upsert, the statement takes `acervo`'s column names and types from the schema,
 * so a column the extractor gains reaches it untouched.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import { one, type Executor } from '../db/query';
import { acervo } from '../db/schema';
import type { AcervoValues } from '../marc/extract';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Writes `values` over title `codAcervo`; false when there is no such title. */
export async function replaceTitleRow(ex: Executor, codAcervo: number, values: AcervoValues): Promise<boolean> {
  const columns = getTableColumns(acervo) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(values).filter((key) => columns[key]);
  const names = keys.map((key) => quote(columns[key].name)).join(', ');
  const record = keys.map((key) => `${quote(key)} ${columns[key].getSQLType()}`).join(', ');
  const select = keys.map((key) => `r.${quote(key)}`).join(', ');
  const updated = await one<{ cod_acervo: number }>(ex, sql`
    UPDATE acervo SET (${sql.raw(names)}) = (SELECT ${sql.raw(select)} FROM jsonb_to_record(${JSON.stringify(values)}::jsonb) AS r(${sql.raw(record)})),
      atualizado_em = now()
    WHERE cod_acervo = ${codAcervo} RETURNING cod_acervo`);
  return !!updated;
}
