/**
 * Telling the wallets a pass changed (issue 39 item 2). The triggers of migration 0044 move a
 * pass's atualizado_em whatever changed it; this sender, run by the scheduled job
 * `carteira-atualizacoes` at every poll, finds what the wallets have not been told:
 *
 * - Apple: each registered device whose avisado_ate is older than its pass gets one APNs push
 *   (apns.ts); the device then asks the pass web service what changed (service.ts). A 410 or
 *   a bad token removes the registration.
 * - Google: each pass whose save link was made (the patron may have saved it) and whose
 *   google_enviado_ate is older gets a PATCH of its object (google-api.ts); Google's 404 means
 *   never saved, which is not retried.
 *
 * Rows are claimed with a lease (FOR UPDATE SKIP LOCKED, then reservado_ate), so however many
 * processes run the sender at once, each change goes once to each device. 429, 5xx and no
 * answer are tried again after a growing wait; after MAX_TRIES the change is given up (Wallet
 * still asks on its own schedule, and the next change is sent anew).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { walletUpdates } from '../../../counters';
import { exec, rows } from '../../../db/query';
import { connectApns, type ApnsAnswer } from './apns';
import { cardContent, type PassRow } from './card';
import { googleAccessToken, patchGenericObject } from './google-api';

export type UpdateOutcome = 'sent' | 'gone' | 'not_saved' | 'retry' | 'refused';

const BATCH = 200;
const CONCURRENCY = 10;
export const MAX_TRIES = 8;
const LEASE = sql`now() + interval '2 minutes'`;

/** APNs's answer as what to do: 410 and a bad token drop the registration; 429, 5xx, 403 and no answer wait. */
export function apnsOutcome({ status, reason }: ApnsAnswer): UpdateOutcome {
  if (status === 200) return 'sent';
  if (status === 410 || (status === 400 && (reason === 'BadDeviceToken' || reason === 'DeviceTokenNotForTopic'))) return 'gone';
  // 403 is the certificate (expired, revoked): the library's to fix, and the pushes go once it does.
  if (status === 0 || status === 403 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** Google's answer to the PATCH: 404 is an object nobody saved; 401 a token refused, tried again with a new one. */
export function googleOutcome(status: number): UpdateOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404) return 'not_saved';
  if (status === 0 || status === 401 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** The wait before try n+1 (n failed tries so far): 30 s doubling, at most an hour. */
export const retryDelaySeconds = (tries: number) => Math.min(3600, 30 * 2 ** Math.max(0, tries - 1));

/** Runs fn over items, a few at a time. */
async function eachLimited<T>(items: T[], fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

/** How many of each outcome, by wallet: `apple_sent`, `google_not_saved`… (the job's result, logged when not all zero). */
export type UpdateReport = Record<string, number>;

function count(report: UpdateReport, wallet: 'apple' | 'google', outcome: UpdateOutcome | 'given_up') {
  report[`${wallet}_${outcome}`] = (report[`${wallet}_${outcome}`] ?? 0) + 1;
  walletUpdates.inc({ wallet, outcome });
}

interface DeviceClaim { dispositivo: string; serial: string; push_token: string; tentativas: number; versao: string }

async function pushToDevices(ctx: AppContext, report: UpdateReport) {
  const apple = ctx.config.wallet.apple;
  if (!apple) return;
  const db = ctx.database.db;
  const claimed = await rows<DeviceClaim>(db, sql`
    UPDATE passe_dispositivo d SET reservado_ate = ${LEASE}
    FROM passe_carteira p
    WHERE p.serial = d.serial AND (d.reservado_ate IS NULL OR d.reservado_ate < now())
      AND (d.dispositivo, d.serial) IN (
        SELECT d2.dispositivo, d2.serial FROM passe_dispositivo d2 JOIN passe_carteira p2 ON p2.serial = d2.serial
        WHERE (d2.avisado_ate IS NULL OR d2.avisado_ate < p2.atualizado_em)
          AND (d2.proxima_em IS NULL OR d2.proxima_em <= now())
          AND (d2.reservado_ate IS NULL OR d2.reservado_ate < now())
        ORDER BY p2.atualizado_em LIMIT ${BATCH}
        FOR UPDATE OF d2 SKIP LOCKED)
    RETURNING d.dispositivo, d.serial, d.push_token, d.tentativas, p.atualizado_em::text AS versao`);
  if (claimed.length === 0) return;
  const apns = connectApns(apple);
  try {
    await eachLimited(claimed, async (device) => {
      const outcome = apnsOutcome(await apns.push(device.push_token));
      const which = sql`dispositivo = ${device.dispositivo} AND serial = ${device.serial}`;
      const given = await settle(outcome, device.tentativas, {
        // The device has been told of this version (a later change is pushed anew).
        done: sql`UPDATE passe_dispositivo SET avisado_ate = greatest(avisado_ate, ${device.versao}::timestamptz), tentativas = 0, proxima_em = NULL, reservado_ate = NULL WHERE ${which}`,
        // Unless the device registered again with another token meanwhile.
        gone: sql`DELETE FROM passe_dispositivo WHERE ${which} AND push_token = ${device.push_token}`,
        retry: (delay) => sql`UPDATE passe_dispositivo SET tentativas = tentativas + 1, proxima_em = now() + ${delay}::int * interval '1 second', reservado_ate = NULL WHERE ${which}`,
        release: sql`UPDATE passe_dispositivo SET reservado_ate = NULL WHERE ${which}`,
      }, ctx);
      count(report, 'apple', given);
    });
  } finally {
    apns.close();
  }
}

/** Writes an outcome; what it came to ('given_up' when the retries are spent). */
async function settle(
  outcome: UpdateOutcome, tries: number,
  statements: { done: ReturnType<typeof sql>; gone?: ReturnType<typeof sql>; retry: (delay: number) => ReturnType<typeof sql>; release: ReturnType<typeof sql> },
  ctx: AppContext,
): Promise<UpdateOutcome | 'given_up'> {
  const db = ctx.database.db;
  if (outcome === 'gone' && statements.gone) {
    await exec(db, statements.gone);
    await exec(db, statements.release);
    return outcome;
  }
  if (outcome === 'retry') {
    if (tries + 1 < MAX_TRIES) {
      await exec(db, statements.retry(retryDelaySeconds(tries + 1)));
      return outcome;
    }
    await exec(db, statements.done);
    return 'given_up';
  }
  await exec(db, statements.done);
  return outcome;
}

interface PassClaim extends PassRow { google_tentativas: number; versao: string }

async function patchSavedPasses(ctx: AppContext, report: UpdateReport) {
  const google = ctx.config.wallet.google;
  if (!google) return;
  const db = ctx.database.db;
  const claimed = await rows<PassClaim>(db, sql`
    UPDATE passe_carteira SET google_reservado_ate = ${LEASE}
    WHERE (google_reservado_ate IS NULL OR google_reservado_ate < now())
      AND serial IN (
        SELECT serial FROM passe_carteira
        WHERE google_link_em IS NOT NULL AND (google_enviado_ate IS NULL OR google_enviado_ate < atualizado_em)
          AND (google_proxima_em IS NULL OR google_proxima_em <= now())
          AND (google_reservado_ate IS NULL OR google_reservado_ate < now())
        ORDER BY atualizado_em LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
    RETURNING serial, cod_pessoa, token, idioma, atualizado_em, google_tentativas, atualizado_em::text AS versao`);
  if (claimed.length === 0) return;
  // One token for the run (an hour's validity; a run takes seconds): none is kept between runs.
  const accessToken = await googleAccessToken(google);
  await eachLimited(claimed, async (pass) => {
    // Read after the claim, so what is sent is at least as new as `versao`.
    const status = accessToken ? await patchGenericObject(google, accessToken, pass, await cardContent(ctx, pass.cod_pessoa)) : 0;
    const which = sql`serial = ${pass.serial}`;
    const given = await settle(googleOutcome(status), pass.google_tentativas, {
      done: sql`UPDATE passe_carteira SET google_enviado_ate = greatest(google_enviado_ate, ${pass.versao}::timestamptz), google_tentativas = 0, google_proxima_em = NULL, google_reservado_ate = NULL WHERE ${which}`,
      retry: (delay) => sql`UPDATE passe_carteira SET google_tentativas = google_tentativas + 1, google_proxima_em = now() + ${delay}::int * interval '1 second', google_reservado_ate = NULL WHERE ${which}`,
      release: sql`UPDATE passe_carteira SET google_reservado_ate = NULL WHERE ${which}`,
    }, ctx);
    count(report, 'google', given);
  });
}

/** Sends what the wallets have not been told (one batch of each); nothing when neither wallet is on. */
export async function sendWalletUpdates(ctx: AppContext): Promise<UpdateReport> {
  const report: UpdateReport = {};
  await pushToDevices(ctx, report);
  await patchSavedPasses(ctx, report);
  return report;
}
