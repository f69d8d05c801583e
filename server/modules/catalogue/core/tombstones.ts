/**
 * Deleted titles for harvesters (OAI-PMH `deletedRecord: persistent`): a title whose every
 * copy is withdrawn leaves the catalogue as a tombstone in `acervo_excluido`, with the sets it
 * was in; a title that gets a live copy back returns. One set-based pass for any number of
 * titles, called in the transaction of the change — a copy edited at the desk, withdrawn in
 * cataloguing, or written by an import.
 */
import { sql } from 'drizzle-orm';
import { COPY } from '../../../../openapi/circulation-states';
import { exec, type Executor } from '../../../db/query';

export async function syncDeletedTitles(tx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql`${sql.param([...new Set(ids)])}::int[]`;
  await exec(tx, sql`
    DELETE FROM acervo_excluido d WHERE d.cod_acervo = ANY(${list})
      AND (EXISTS (SELECT 1 FROM exemplar x WHERE x.cod_acervo = d.cod_acervo AND x.situacao <> ${COPY.withdrawn})
        OR NOT EXISTS (SELECT 1 FROM exemplar x WHERE x.cod_acervo = d.cod_acervo))`);
  await exec(tx, sql`
    INSERT INTO acervo_excluido (cod_acervo, excluido_em, conjuntos)
    SELECT a.cod_acervo, now(), array['tipo:' || a.cod_tipo_obra] || ARRAY(SELECT DISTINCT 'biblioteca:' || x.cod_biblioteca
      FROM exemplar x WHERE x.cod_acervo = a.cod_acervo ORDER BY 1)
    FROM acervo a
    WHERE a.cod_acervo = ANY(${list})
      AND EXISTS (SELECT 1 FROM exemplar x WHERE x.cod_acervo = a.cod_acervo)
      AND NOT EXISTS (SELECT 1 FROM exemplar x WHERE x.cod_acervo = a.cod_acervo AND x.situacao <> ${COPY.withdrawn})
    ON CONFLICT (cod_acervo) DO UPDATE SET excluido_em = excluded.excluido_em, conjuntos = excluded.conjuntos`);
}

/**
 * Called in the transaction of every copy change (added, edited, withdrawn): the title's
 * datestamp moves (its sets may have changed), and a title whose every copy is withdrawn
 * leaves the catalogue for harvesters — a tombstone with the sets it was in — while a title
 * that gets a copy back returns.
 */
export async function titleCopiesChanged(tx: Executor, codAcervo: number): Promise<void> {
  await exec(tx, sql`UPDATE acervo SET atualizado_em = now() WHERE cod_acervo = ${codAcervo}`);
  await syncDeletedTitles(tx, [codAcervo]);
}
