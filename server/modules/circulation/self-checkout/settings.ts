/**
 * The phone self-checkout, the library's side (issue 39 item 3): each library's setting (off
 * by default; the loan types lent by phone, none until staff tick them, so reference and
 * reserve copies only when a library chooses; the network ranges counted as inside), and the
 * entrance screen's rotating code as a QR code.
 */
import { sql } from 'drizzle-orm';
import bwipjs from 'bwip-js/node';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import type { StaffCaller } from '../../../http/caller-types';
import { notFound, unprocessable } from '../../../http/errors';
import type { ResponseBody, Schema } from '../../../http/handlers';
import { publicBase } from '../../../http/public-url';
import { serverKey } from '../../../core/server-keys';
import { exec, isoTime, one, rows, transaction, type Executor } from '../../../db/query';
import { recordAudit } from '../../platform';
import { CODE_WINDOW_SECONDS, entranceCode, newSecret, windowEnd, windowOf } from './entrance-code';
import { parseRange } from './network';

type Settings = Schema<'SelfCheckoutSettings'>;

export const entranceSecret = (ctx: AppContext): Promise<string> => serverKey(ctx.database, 'autoemprestimo', newSecret);

const settingsSelect = sql`
  SELECT b.cod_biblioteca, b.desc_biblioteca AS biblioteca, coalesce(s.ativo, false) AS ativo,
    coalesce(s.tipos_emprestimo, '{}'::text[]) AS tipos_emprestimo, coalesce(s.redes, '{}'::text[]) AS redes
  FROM biblioteca b LEFT JOIN autoemprestimo_biblioteca s ON s.cod_biblioteca = b.cod_biblioteca`;

export const settingsOf = (ex: Executor, library: number): Promise<Settings | undefined> =>
  one<Settings>(ex, sql`${settingsSelect} WHERE b.cod_biblioteca = ${library}`);

export async function listSettings(ctx: AppContext): Promise<ResponseBody<'listSelfCheckoutSettings'>> {
  const { db } = ctx.database;
  return {
    bibliotecas: await rows<Settings>(db, sql`${settingsSelect} ORDER BY b.desc_biblioteca, b.cod_biblioteca`),
    tipos_emprestimo: await rows<Schema<'LoanType'>>(db, sql`SELECT codigo, nome, nao_emprestavel FROM tipo_emprestimo ORDER BY codigo`),
  };
}

export async function updateSettings(ctx: AppContext, caller: StaffCaller, library: number, input: Schema<'SelfCheckoutSettingsInput'>): Promise<Settings> {
  const ranges = input.redes.map((r) => r.trim());
  if (ranges.some((r) => parseRange(r) === null)) throw unprocessable('error.self-checkout-bad-range');
  return transaction(ctx, async (tx) => {
    const before = await settingsOf(tx, library);
    if (!before) throw notFound('error.library-not-found');
    const known = await rows<{ codigo: string }>(tx, sql`SELECT codigo FROM tipo_emprestimo WHERE codigo = ANY(${sql.param(input.tipos_emprestimo)}::text[])`);
    if (known.length !== input.tipos_emprestimo.length) throw unprocessable('error.loan-type-not-found');
    await exec(tx, sql`
      INSERT INTO autoemprestimo_biblioteca (cod_biblioteca, ativo, tipos_emprestimo, redes)
      VALUES (${library}, ${input.ativo}, ${sql.param(input.tipos_emprestimo)}::text[], ${sql.param(ranges)}::text[])
      ON CONFLICT (cod_biblioteca) DO UPDATE SET ativo = excluded.ativo, tipos_emprestimo = excluded.tipos_emprestimo, redes = excluded.redes`);
    const after = (await settingsOf(tx, library))!;
    await recordAudit(tx, {
      autor: caller.codPessoa, acao: 'self-checkout.settings', alvoTipo: 'biblioteca', alvoId: library,
      antes: { ativo: before.ativo, tipos_emprestimo: before.tipos_emprestimo, redes: before.redes },
      depois: { ativo: after.ativo, tipos_emprestimo: after.tipos_emprestimo, redes: after.redes },
    });
    return after;
  });
}

/** The code the entrance screen shows now, the phone page's address it encodes, and that address as a QR code. */
export async function currentEntranceCode(ctx: AppContext, req: FastifyRequest, library: number): Promise<ResponseBody<'selfCheckoutEntranceCode'>> {
  const settings = await settingsOf(ctx.database.db, library);
  if (!settings) throw notFound('error.library-not-found');
  if (!settings.ativo) throw unprocessable('error.self-checkout-off');
  // The database's clock, so every process shows the same window.
  const { ms } = (await one<{ ms: number }>(ctx.database.db, sql`SELECT (extract(epoch FROM now()) * 1000)::float8 AS ms`))!;
  const codigo = entranceCode(await entranceSecret(ctx), library, windowOf(ms));
  const endereco = `${publicBase(ctx.config, req)}/meupergamum/autoemprestimo?biblioteca=${library}&codigo=${codigo}`;
  const qr = bwipjs.toSVG({ bcid: 'qrcode', text: endereco });
  return {
    cod_biblioteca: library, codigo, endereco, qr_svg: qr, valido_ate: isoTime(new Date(windowEnd(ms))), intervalo_segundos: CODE_WINDOW_SECONDS,
  };
}
