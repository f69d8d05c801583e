/**
 * The library card in the wallets (issue 39 item 2): which wallets are on, the patron's
 * Apple pass and Google save link, and Apple's pass web service (devices register a pass,
 * ask which of theirs changed, fetch it again, report errors). A device proves itself with
 * the pass's authentication token; the serial numbers a device asks about are only its own.
 * Telling devices and Google that a pass changed is updates.ts's.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, one, rows } from '../../../db/query';
import { notFound, unauthorized, unprocessable } from '../../../http/errors';
import { buildApplePass } from './apple-pass';
import { cardContent, passBySerial, passOf, type PassRow } from './card';
import { googleSaveLink } from './google-pass';

const NOT_CONFIGURED = 'error.wallet-not-configured';

export const walletOptions = (ctx: AppContext) => ({ apple: ctx.config.wallet.apple !== null, google: ctx.config.wallet.google !== null });

export async function applePassFor(ctx: AppContext, codPessoa: number, lang: string, base: string) {
  const apple = ctx.config.wallet.apple;
  if (!apple) throw unprocessable(NOT_CONFIGURED);
  const pass = await passOf(ctx, codPessoa, lang);
  return { pass: buildApplePass(apple, pass, await cardContent(ctx, codPessoa), base), updatedAt: new Date(pass.atualizado_em) };
}

export async function googleLinkFor(ctx: AppContext, codPessoa: number, lang: string, base: string) {
  const google = ctx.config.wallet.google;
  if (!google) throw unprocessable(NOT_CONFIGURED);
  const pass = await passOf(ctx, codPessoa, lang);
  // The patron may save it now: from here on, changes are sent to Google (updates.ts). The link
  // carries the pass as it is now or newer (the card is read after this).
  await exec(ctx.database.db, sql`UPDATE passe_carteira SET google_link_em = now(),
    google_enviado_ate = greatest(google_enviado_ate, atualizado_em) WHERE serial = ${pass.serial}`);
  return { url: await googleSaveLink(google, pass, await cardContent(ctx, codPessoa), base) };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The pass a device's "ApplePass <token>" opens: 404 when this server issues no passes of that
 * type, 401 when the serial is unknown or the token is not the pass's (the same answer, so a
 * guess learns nothing).
 */
async function authenticatedPass(ctx: AppContext, passType: string, serial: string, authorization: string | undefined): Promise<PassRow> {
  const apple = ctx.config.wallet.apple;
  if (!apple || apple.passTypeId !== passType) throw notFound();
  const given = /^ApplePass (.+)$/.exec(authorization ?? '')?.[1]?.trim() ?? '';
  const pass = await passBySerial(ctx, serial);
  if (!pass || !timingSafeEqual(digest(pass.token), digest(given))) throw unauthorized();
  return pass;
}

/**
 * 'created' the first time this device registers this pass, 'existing' after (its push token
 * refreshed). A device registers a pass it has just added, so it has this version: only later
 * changes are pushed to it.
 */
export async function registerDevice(
  ctx: AppContext, device: string, passType: string, serial: string, authorization: string | undefined, pushToken: string,
): Promise<'created' | 'existing'> {
  await authenticatedPass(ctx, passType, serial, authorization);
  const row = await one<{ inserted: boolean }>(ctx.database.db, sql`
    INSERT INTO passe_dispositivo (dispositivo, serial, push_token, avisado_ate)
    VALUES (${device}, ${serial}, ${pushToken}, (SELECT atualizado_em FROM passe_carteira WHERE serial = ${serial}))
    ON CONFLICT (dispositivo, serial) DO UPDATE SET push_token = EXCLUDED.push_token, avisado_ate = EXCLUDED.avisado_ate, tentativas = 0, proxima_em = NULL
    RETURNING (xmax = 0) AS inserted`);
  return row?.inserted ? 'created' : 'existing';
}

export async function unregisterDevice(ctx: AppContext, device: string, passType: string, serial: string, authorization: string | undefined) {
  await authenticatedPass(ctx, passType, serial, authorization);
  await exec(ctx.database.db, sql`DELETE FROM passe_dispositivo WHERE dispositivo = ${device} AND serial = ${serial}`);
}

/**
 * The device's passes changed after `since` (microseconds since the epoch, the lastUpdated of
 * an earlier answer), and the tag to send next; null when none.
 */
export async function updatedSerials(ctx: AppContext, device: string, passType: string, since: string | undefined) {
  if (ctx.config.wallet.apple?.passTypeId !== passType) return null;
  const found = await rows<{ serial: string; tag: string }>(ctx.database.db, sql`
    SELECT p.serial, (extract(epoch FROM p.atualizado_em) * 1000000)::bigint::text AS tag
    FROM passe_dispositivo d JOIN passe_carteira p ON p.serial = d.serial
    WHERE d.dispositivo = ${device}
      AND (${since ?? null}::bigint IS NULL OR (extract(epoch FROM p.atualizado_em) * 1000000)::bigint > ${since ?? null}::bigint)
    ORDER BY p.serial`);
  if (found.length === 0) return null;
  const lastUpdated = found.reduce((max, row) => (BigInt(row.tag) > BigInt(max) ? row.tag : max), found[0].tag);
  return { serialNumbers: found.map((row) => row.serial), lastUpdated };
}

/** The pass as it is now, or 'not-modified' when If-Modified-Since is not older than its last change. */
export async function latestPass(
  ctx: AppContext, passType: string, serial: string, authorization: string | undefined, ifModifiedSince: string | undefined, base: string,
) {
  const pass = await authenticatedPass(ctx, passType, serial, authorization);
  const updatedAt = new Date(pass.atualizado_em);
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : NaN;
  // HTTP dates have whole seconds: a change within the same second counts as newer.
  if (Number.isFinite(since) && Math.floor(updatedAt.getTime() / 1000) * 1000 < since) return 'not-modified' as const;
  return { pass: buildApplePass(ctx.config.wallet.apple!, pass, await cardContent(ctx, pass.cod_pessoa), base), updatedAt };
}

export function logDeviceErrors(log: FastifyBaseLogger, logs: string[]) {
  for (const line of logs) log.warn({ wallet: 'apple' }, `Apple Wallet device: ${line.slice(0, 500)}`);
}
