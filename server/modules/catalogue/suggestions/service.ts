/**
 * Acquisition suggestions (spec §5): library chosen, existing and of the chosen campus;
 * titulo and editor non-blank after trimming. A suggestion sent through the PWA's offline
 * outbox carries the client's key, so a resend answers the first result. A patron may have
 * SUGGESTION_OPEN_LIMIT suggestions open at once (issue 25); professors (category 04, the
 * path of spec §6) have no limit and their suggestions go straight to purchase, while the
 * others start as a pre-suggestion the library screens.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { one, transaction } from '../../../db/query';
import { unprocessable } from '../../../http/errors';
import type { RequestBody } from '../../../http/handlers';
import { OPEN_ACQUISITION_STATUSES, startingStatus } from '../../../../openapi/acquisition-states';
import { assertActivity } from '../comments';

type SuggestionInput = RequestBody<'sendAcquisitionSuggestion'>;
const ACQUISITION_SUGGESTION = 12;
/** The professor's category (spec §3's login categories: 04 teacher). */
export const PROFESSOR_CATEGORY = '04';

/** Trimmed text, or null when only blanks were sent. */
const optional = (value: string | undefined) => value?.trim() || null;

function required(name: 'titulo' | 'editor', value: string): string {
  const text = value.trim();
  if (!text) throw unprocessable(`error.required-field.${name}`);
  return text;
}

async function earlierSuggestion(ctx: AppContext, codPessoa: number, key: string | undefined) {
  if (!key) return undefined;
  return one<{ cod: number }>(ctx.database.db, sql`
    SELECT cod_sugestao AS cod FROM sugestao WHERE cod_pessoa = ${codPessoa} AND chave_cliente = ${key}`);
}

/** Stores the suggestion once; returns its code (the first one's on a resend). */
export async function sendSuggestion(ctx: AppContext, codPessoa: number, body: SuggestionInput): Promise<number> {
  await assertActivity(ctx, codPessoa, ACQUISITION_SUGGESTION);
  const earlier = await earlierSuggestion(ctx, codPessoa, body.chave_cliente);
  if (earlier) return earlier.cod;
  const library = await one(ctx.database.db, sql`
    SELECT 1 FROM biblioteca WHERE cod_biblioteca = ${body.biblioteca} AND cod_campus = ${body.campus}`);
  if (!library) throw unprocessable('error.required-field.biblioteca');
  const titulo = required('titulo', body.titulo);
  const editor = required('editor', body.editor);
  const row = await transaction(ctx, async (tx) => {
    // The patron's row is the lock: two sends at once cannot both pass the limit.
    const person = await one<{ professor: boolean }>(tx, sql`
      SELECT categoria = ${PROFESSOR_CATEGORY} AS professor FROM pessoa WHERE cod_pessoa = ${codPessoa} FOR UPDATE`);
    const professor = person?.professor ?? false;
    if (!professor) {
      const { open } = (await one<{ open: number }>(tx, sql`
        SELECT count(*)::int AS open FROM sugestao
         WHERE cod_pessoa = ${codPessoa} AND situacao = ANY(${sql.param([...OPEN_ACQUISITION_STATUSES])}::text[])`))!;
      if (open >= ctx.config.suggestionOpenLimit) throw unprocessable('error.suggestion-limit-exceeded');
    }
    return one<{ cod: number }>(tx, sql`
      INSERT INTO sugestao (cod_pessoa, cod_campus, cod_biblioteca, titulo, editor, autor, edicao, isbn_issn, periodico, outras_inf,
                            chave_cliente, situacao, professor)
      VALUES (${codPessoa}, ${body.campus}, ${body.biblioteca}, ${titulo}, ${editor}, ${optional(body.autor)}, ${optional(body.edicao)},
        ${optional(body.isbn_issn)}, ${optional(body.periodico)}, ${optional(body.outras_inf)}, ${body.chave_cliente ?? null},
        ${startingStatus(professor)}, ${professor})
      ON CONFLICT (cod_pessoa, chave_cliente) DO NOTHING
      RETURNING cod_sugestao AS cod`);
  });
  // A concurrent resend of the same item won the race: its row is the answer.
  return row?.cod ?? (await earlierSuggestion(ctx, codPessoa, body.chave_cliente))!.cod;
}
