/**
 * Acquisition suggestions (spec §5): library chosen, existing and of the chosen campus;
 * titulo and editor non-blank after trimming. A suggestion sent through the PWA's offline
 * outbox carries the client's key, so a resend answers the first result.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { biblioteca, sugestao } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import type { RequestBody } from '../../http/handlers';
import { assertActivity } from '../comments';

type SuggestionInput = RequestBody<'sendAcquisitionSuggestion'>;
const ACQUISITION_SUGGESTION = 12;

/** Trimmed text, or null when only blanks were sent. */
const optional = (value: string | undefined) => value?.trim() || null;

function required(name: 'titulo' | 'editor', value: string): string {
  const text = value.trim();
  if (!text) throw unprocessable(`error.required-field.${name}`);
  return text;
}

async function earlierSuggestion(ctx: AppContext, codPessoa: number, key: string | undefined) {
  if (!key) return undefined;
  const [row] = await ctx.database.db.select({ cod: sugestao.codSugestao }).from(sugestao)
    .where(and(eq(sugestao.codPessoa, codPessoa), eq(sugestao.chaveCliente, key)));
  return row;
}

/** Stores the suggestion once; returns its code (the first one's on a resend). */
export async function sendSuggestion(ctx: AppContext, codPessoa: number, body: SuggestionInput): Promise<number> {
  await assertActivity(ctx, codPessoa, ACQUISITION_SUGGESTION);
  const earlier = await earlierSuggestion(ctx, codPessoa, body.chave_cliente);
  if (earlier) return earlier.cod;
  const [library] = await ctx.database.db.select({ cod: biblioteca.codBiblioteca }).from(biblioteca)
    .where(and(eq(biblioteca.codBiblioteca, body.biblioteca), eq(biblioteca.codCampus, body.campus)));
  if (!library) throw unprocessable('error.required-field.biblioteca');
  const values = {
    codPessoa, codCampus: body.campus, codBiblioteca: body.biblioteca,
    titulo: required('titulo', body.titulo), editor: required('editor', body.editor),
    autor: optional(body.autor), edicao: optional(body.edicao), isbnIssn: optional(body.isbn_issn),
    periodico: optional(body.periodico), outrasInf: optional(body.outras_inf), chaveCliente: body.chave_cliente ?? null,
  };
  const [row] = await ctx.database.db.insert(sugestao).values(values)
    .onConflictDoNothing({ target: [sugestao.codPessoa, sugestao.chaveCliente] }).returning({ cod: sugestao.codSugestao });
  // A concurrent resend of the same item won the race: its row is the answer.
  return row?.cod ?? (await earlierSuggestion(ctx, codPessoa, body.chave_cliente))!.cod;
}
