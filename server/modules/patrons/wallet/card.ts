/**
 * What a wallet pass shows of the library card, read at once: the holder's name, card number
 * (the login, the desk's lookup key) and category, the next due date of an open loan and the
 * holds set aside to collect. And the pass's own row (serial number, Apple's token), made on
 * the first download and kept, so each new download replaces the pass on the device.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { HOLD } from '../../../../openapi/circulation-states';
import type { AppContext } from '../../../context';
import { isoDate, one } from '../../../db/query';

export interface PassRow {
  serial: string;
  cod_pessoa: number;
  token: string;
  idioma: string;
  atualizado_em: string | Date;
}

export interface CardContent {
  name: string;
  login: string;
  category: string;
  institution: string;
  /** The earliest due date of an open loan (YYYY-MM-DD), or null without loans. */
  nextDue: string | null;
  readyHolds: number;
  /** The earliest last day to collect a ready hold. */
  collectBy: string | null;
}

/** The patron's pass row, made on first use; a download in another language relabels it (and so changes it). */
export async function passOf(ctx: AppContext, codPessoa: number, lang: string): Promise<PassRow> {
  return (await one<PassRow>(ctx.database.db, sql`
    INSERT INTO passe_carteira (serial, cod_pessoa, token, idioma)
    VALUES (${randomUUID()}, ${codPessoa}, ${randomBytes(24).toString('base64url')}, ${lang})
    ON CONFLICT (cod_pessoa) DO UPDATE SET idioma = EXCLUDED.idioma,
      atualizado_em = CASE WHEN passe_carteira.idioma = EXCLUDED.idioma THEN passe_carteira.atualizado_em ELSE clock_timestamp() END
    RETURNING serial, cod_pessoa, token, idioma, atualizado_em`))!;
}

export async function passBySerial(ctx: AppContext, serial: string): Promise<PassRow | undefined> {
  return one<PassRow>(ctx.database.db, sql`
    SELECT serial, cod_pessoa, token, idioma, atualizado_em FROM passe_carteira WHERE serial = ${serial}`);
}

export async function cardContent(ctx: AppContext, codPessoa: number): Promise<CardContent> {
  const row = (await one<{
    nome: string; login: string; categoria: string; instituicao: string | null;
    proxima: string | Date | null; prontas: number; limite: string | Date | null;
  }>(ctx.database.db, sql`
    SELECT p.nome, p.login, c.descricao AS categoria, (SELECT nome FROM instituicao WHERE id = 1) AS instituicao,
      (SELECT min(e.data_devolucao_prevista) FROM emprestimo e WHERE e.cod_pessoa = p.cod_pessoa AND e.data_devolucao IS NULL) AS proxima,
      (SELECT count(*)::int FROM reserva r WHERE r.cod_pessoa = p.cod_pessoa AND r.situacao = ${HOLD.released}) AS prontas,
      (SELECT min(r.data_limite) FROM reserva r WHERE r.cod_pessoa = p.cod_pessoa AND r.situacao = ${HOLD.released}) AS limite
    FROM pessoa p JOIN categoria c ON c.codigo = p.categoria WHERE p.cod_pessoa = ${codPessoa}`))!;
  return {
    name: row.nome, login: row.login, category: row.categoria, institution: row.instituicao ?? '',
    nextDue: isoDate(row.proxima), readyHolds: row.prontas, collectBy: isoDate(row.limite),
  };
}
